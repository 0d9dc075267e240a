// The list scripts/lib/antd-floor.mjs feeds the floor fixture (page.tsx).
declare module 'virtual:antd-floor' {
  export const rendered: Record<string, unknown>;
  export const kept: unknown[];
}
