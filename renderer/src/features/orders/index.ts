// The room's only door: what other rooms and the app shell use.
export * from './item-counts.svelte';
export * from './order-path';
export * from './orders-csv';
export * from './cost-label';
export * from './item-badge';
export * from './orders-view';
export * from './state-looks';
export { outboxList } from './order-queries';
export { default as OrdersScreen } from './OrdersScreen.svelte';
export { default as PlaceOrder } from './PlaceOrder.svelte';
export { default as WorkerOrders } from './WorkerOrders.svelte';
