import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator: the SDL in packages/server/src/modules/<m>/schema.graphql is the one source.
 * - the server gets resolver types (arguments, parents and results checked against the SDL, parents and
 *   results mapped to what services return where that differs from the GraphQL type);
 * - the web, the API tests and the journeys each get typed documents from their own `graphql(...)` calls
 *   (client preset, string documents, so `request()` and the graphql-ws client send them as they are).
 * Generated files are committed and never edited; `npm run codegen` writes them, `npm run lint` fails
 * when they are stale (scripts/codegen-check.mjs).
 */
const schema = 'packages/server/src/modules/*/schema.graphql';

/** Settings shared by the three document targets. */
const documentTarget = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    documentMode: 'string' as const,
    useTypeImports: true,
    enumsAsTypes: true,
    emitLegacyCommonJSImports: false,
    skipTypename: true,
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  },
};

const config: CodegenConfig = {
  schema,
  // Documents are the `graphql(...)` calls of the generated `graphql` function only (not raw strings,
  // which some tests send on purpose, e.g. invalid documents).
  pluckConfig: { globalGqlIdentifierName: ['graphql'], modules: [], gqlMagicComment: 'typed-graphql' },
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'packages/server/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../../context.ts#Context',
        useIndexSignature: false,
        optionalResolveType: true,
        mapperTypeSuffix: 'Model',
        // Parents and results that services answer as rows, with fields their type resolvers add (file links).
        mappers: {
          MachineStatus: '../../modules/machine-status/items.ts#ApiItem',
          PatientDocument: '../../modules/patient-documents/service.ts#ApiPatientDocument',
          PatientSearchItem: '../../modules/patient-search/query.ts#PatientSearchRow',
          // Lists whose page and count run only when selected (db/list.ts lazyList).
          SeatList: '../../modules/seats/service.ts#LazySeatList',
          ClinicList: '../../modules/centres/service.ts#LazyClinicList',
        },
        avoidOptionals: false,
        maybeValue: 'T | null | undefined',
        inputMaybeValue: 'T | null | undefined',
        resolverTypeWrapperSignature: 'Promise<T> | T',
      },
    },
    'packages/web/src/api/generated/': {
      ...documentTarget,
      documents: ['packages/web/src/**/*.{ts,tsx}', '!packages/web/src/api/generated/**'],
    },
    'packages/server/src/test/generated/': {
      ...documentTarget,
      documents: [
        'packages/server/src/**/*.test.ts',
        'packages/server/src/**/test-*.ts',
        'packages/server/src/test/*.ts',
        '!packages/server/src/test/generated/**',
      ],
    },
    'e2e/generated/': {
      ...documentTarget,
      documents: ['e2e/**/*.ts', '!e2e/generated/**'],
    },
  },
};

export default config;
