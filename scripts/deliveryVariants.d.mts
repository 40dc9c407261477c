import type { ContactDelivery } from '../src/content/schema/delivery.ts';

export declare const standInEndpoint: string;

export interface DeliveryVariant {
  /** The Playwright project that tests it. */
  readonly name: string;
  readonly delivery: Exclude<ContactDelivery, { kind: 'none' }>;
}

export declare const deliveryVariants: readonly DeliveryVariant[];

/** The Playwright option that tells e2e/delivery.spec.ts which variant it runs against. */
export interface VariantOption {
  readonly variant: DeliveryVariant;
}
