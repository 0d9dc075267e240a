import { describe, expect, test } from 'vitest';
import { PENDING_CHECKOUT_KEY, savePendingCheckout, takePendingCheckout } from './pending-checkout.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the pending check-out (resumed once by the redirect page)', () => {
  test('is read once and cleared', () => {
    const store = memoryStorage();
    savePendingCheckout(store, { path: '/patient/4/dialysis/9/checkout', state: { exception: false } });
    expect(takePendingCheckout(store)).toEqual({
      path: '/patient/4/dialysis/9/checkout',
      state: { exception: false },
    });
    expect(takePendingCheckout(store)).toBeNull();
  });

  test('anything unreadable or pointing off the app is none, and is cleared', () => {
    const store = memoryStorage();
    store.setItem(PENDING_CHECKOUT_KEY, '{not json');
    expect(takePendingCheckout(store)).toBeNull();
    store.setItem(PENDING_CHECKOUT_KEY, JSON.stringify({ path: 'https://evil.example/', state: {} }));
    expect(takePendingCheckout(store)).toBeNull();
    expect(store.getItem(PENDING_CHECKOUT_KEY)).toBeNull();
  });
});
