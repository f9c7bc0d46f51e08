/**
 * A stand-in for the Stripe API on loopback, speaking Stripe's real wire protocol, so tests and journeys
 * never reach the internet:
 *
 * - the API (`/v1/...`): form-encoded requests in Stripe's bracket notation (`line_items[0][price]=…`),
 *   JSON answers, Stripe's error shape and statuses, `Authorization: Bearer sk_…` required, idempotency
 *   keys replayed as Stripe does. Point the official SDK at it with
 *   `new Stripe(key, { ...standIn.sdkOptions })`.
 * - Checkout's hosted payment page (`/pay/:sessionId`) and the customer portal (`/portal/:portalSessionId`):
 *   plain accessible HTML a real browser can drive.
 * - webhooks: events POSTed to the app, signed exactly as Stripe signs them (with the SDK's own helper),
 *   delivered one at a time in the order they happened.
 * - test controls, as functions (see `StripeStandIn`) and over HTTP for a journey in another process:
 *   `POST /__control/{cancel-at-period-end, end-subscription, fail-payment, renew}` with
 *   `{ "subscriptionId": "sub_…" }` (and `"cancel": false` to undo a cancellation), `POST /__control/resend`
 *   `{ "eventId" }`, `POST /__control/send-event` `{ "type", "object" }`, `POST /__control/webhook-url`
 *   `{ "url" }`, and `GET /__control/{subscriptions, sent-events, requests}`.
 *
 * Objects follow API version 2026-10-28.endive: a subscription's billing period lives on its items
 * (`items.data[i].current_period_end`; repeated at the top level for older readers) and an invoice names
 * its subscription in `parent.subscription_details.subscription` (and, for older readers, `subscription`).
 * Prices need no setup: any `price_…` id is Larder Pro, yearly (€99.99 for 365 days) when the id contains
 * "year", else monthly (€9.99 for 30 days).
 *
 * Unknown parameters are refused as Stripe refuses them (400 `parameter_unknown`): what the stand-in cannot
 * model fails loudly instead of pretending to work.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** The API version the stand-in's objects and events are shaped for. */
export const STAND_IN_API_VERSION = '2026-10-28.endive';

const DAY_SECONDS = 86_400;
const PRODUCT_ID = 'prod_LarderPro';
const PORTAL_CONFIGURATION_ID = 'bpc_StandInDefault';
const DELIVERY_TIMEOUT_MS = 15_000;

// ---------------------------------------------------------------------------------------------------------
// Object shapes: Stripe's own field types from the SDK, for the fields the stand-in fills in.
// ---------------------------------------------------------------------------------------------------------

/** A list as the API returns it. */
export interface StandInList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** Decimal amounts travel as strings on the wire (the SDK's `Decimal` type is for its v2 API). */
type DecimalString = { unit_amount_decimal: string };

export type StandInPrice = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'custom_unit_amount'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'recurring'
  | 'tax_behavior'
  | 'tiers_mode'
  | 'transform_quantity'
  | 'type'
  | 'unit_amount'
> &
  DecimalString;

export type StandInPlan = Pick<
  Stripe.Plan,
  | 'id'
  | 'object'
  | 'active'
  | 'amount'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'interval'
  | 'interval_count'
  | 'livemode'
  | 'metadata'
  | 'meter'
  | 'nickname'
  | 'product'
  | 'tiers_mode'
  | 'transform_usage'
  | 'trial_period_days'
  | 'usage_type'
> & { amount_decimal: string };

export type StandInCustomer = Pick<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'address'
  | 'balance'
  | 'created'
  | 'currency'
  | 'default_source'
  | 'delinquent'
  | 'description'
  | 'email'
  | 'invoice_prefix'
  | 'invoice_settings'
  | 'livemode'
  | 'metadata'
  | 'name'
  | 'next_invoice_sequence'
  | 'phone'
  | 'preferred_locales'
  | 'shipping'
  | 'tax_exempt'
  | 'test_clock'
>;

export type StandInSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'billing_thresholds'
  | 'created'
  | 'current_period_end'
  | 'current_period_start'
  | 'current_trial'
  | 'discounts'
  | 'metadata'
  | 'quantity'
  | 'subscription'
  | 'tax_rates'
> & { price: StandInPrice; plan: StandInPlan };

export type StandInSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'application'
  | 'application_fee_percent'
  | 'automatic_tax'
  | 'billing_cycle_anchor'
  | 'billing_cycle_anchor_config'
  | 'billing_mode'
  | 'billing_schedules'
  | 'billing_thresholds'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancellation_details'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer_account'
  | 'days_until_due'
  | 'default_payment_method'
  | 'default_source'
  | 'description'
  | 'discounts'
  | 'ended_at'
  | 'invoice_settings'
  | 'livemode'
  | 'metadata'
  | 'next_pending_invoice_item_invoice'
  | 'on_behalf_of'
  | 'pause_collection'
  | 'payment_settings'
  | 'pending_invoice_item_interval'
  | 'pending_setup_intent'
  | 'pending_update'
  | 'schedule'
  | 'start_date'
  | 'status'
  | 'test_clock'
  | 'transfer_data'
  | 'trial_end'
  | 'trial_settings'
  | 'trial_start'
> & {
  customer: string;
  latest_invoice: string | null;
  items: StandInList<StandInSubscriptionItem>;
  /** Older API versions' place for the period (now on the items); kept equal to the first item's. */
  current_period_start: number;
  current_period_end: number;
};

export type StandInInvoiceLine = Pick<
  Stripe.InvoiceLineItem,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'description'
  | 'discount_amounts'
  | 'discountable'
  | 'discounts'
  | 'invoice'
  | 'livemode'
  | 'metadata'
  | 'parent'
  | 'period'
  | 'quantity'
  | 'subscription'
  | 'subtotal'
  | 'taxes'
> & { pricing: { price_details: { price: string; product: string }; type: 'price_details' } & DecimalString };

export type StandInInvoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'account_country'
  | 'account_name'
  | 'amount_due'
  | 'amount_overpaid'
  | 'amount_paid'
  | 'amount_remaining'
  | 'amount_shipping'
  | 'attempt_count'
  | 'attempted'
  | 'auto_advance'
  | 'automatic_tax'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'customer_name'
  | 'description'
  | 'discounts'
  | 'due_date'
  | 'effective_at'
  | 'ending_balance'
  | 'hosted_invoice_url'
  | 'livemode'
  | 'metadata'
  | 'next_payment_attempt'
  | 'number'
  | 'parent'
  | 'period_end'
  | 'period_start'
  | 'starting_balance'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'total'
  | 'webhooks_delivered_at'
> & {
  customer: string;
  /** Older API versions' place for the subscription (now `parent.subscription_details.subscription`). */
  subscription: string;
  lines: StandInList<StandInInvoiceLine>;
};

export type StandInLineItem = Pick<
  Stripe.LineItem,
  | 'id'
  | 'object'
  | 'adjustable_quantity'
  | 'amount_discount'
  | 'amount_subtotal'
  | 'amount_tax'
  | 'amount_total'
  | 'currency'
  | 'description'
  | 'metadata'
  | 'quantity'
> & { price: StandInPrice };

export type StandInCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'after_expiration'
  | 'allow_promotion_codes'
  | 'amount_subtotal'
  | 'amount_total'
  | 'automatic_tax'
  | 'billing_address_collection'
  | 'cancel_url'
  | 'client_reference_id'
  | 'client_secret'
  | 'consent'
  | 'consent_collection'
  | 'created'
  | 'currency'
  | 'custom_fields'
  | 'custom_text'
  | 'customer_account'
  | 'customer_creation'
  | 'customer_details'
  | 'customer_email'
  | 'discounts'
  | 'expires_at'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_link'
  | 'payment_method_collection'
  | 'payment_method_types'
  | 'payment_status'
  | 'recovered_from'
  | 'setup_intent'
  | 'shipping_address_collection'
  | 'shipping_cost'
  | 'shipping_options'
  | 'status'
  | 'submit_type'
  | 'success_url'
  | 'total_details'
  | 'ui_mode'
  | 'url'
> & { customer: string | null; invoice: string | null; subscription: string | null };

export type StandInPortalSession = Pick<
  Stripe.BillingPortal.Session,
  | 'id'
  | 'object'
  | 'created'
  | 'customer'
  | 'customer_account'
  | 'flow'
  | 'livemode'
  | 'locale'
  | 'on_behalf_of'
  | 'return_url'
  | 'url'
> & { configuration: string };

/** An event as Stripe sends it to a webhook endpoint. */
export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

// ---------------------------------------------------------------------------------------------------------
// What the stand-in records, and how it is started.
// ---------------------------------------------------------------------------------------------------------

/** One API request as received. The API key itself is never kept: only whether one came. */
export interface StandInRequest {
  method: string;
  /** The path without its query string. */
  path: string;
  query: FormObject;
  body: FormObject;
  hasAuthorization: boolean;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** The status the stand-in answered. */
  status: number;
}

/** One webhook delivery attempt (a replay is an attempt of its own). */
export interface SentEvent {
  event: StandInEvent;
  /** The status the app answered; null when nothing answered (no webhook URL, or the app unreachable). */
  status: number | null;
  /** Whether the app answered 2xx, which is what Stripe counts as delivered. */
  delivered: boolean;
  /** True for `resend`: an earlier event sent again, verbatim. */
  replay: boolean;
  /** The exact body sent. */
  body: string;
  /** The Stripe-Signature header sent (null: none). */
  signature: string | null;
  /** Why nothing answered. */
  error?: string;
}

/** How `deliver` may spoil an event, to test that the app refuses it. */
export interface DeliverOptions {
  /** Signs with this secret instead of the webhook secret. */
  signatureSecret?: string;
  /** Sends this body instead of the one signed (a tampered event). */
  rawBodyOverride?: string;
  /** Sends exactly this Stripe-Signature header; null sends none. */
  signatureHeader?: string | null;
  /** Signs with this Unix time (seconds) instead of now: an old one fails the SDK's tolerance check. */
  timestamp?: number;
}

/** What a subscription control did: the subscription after it, and the webhooks it sent (awaited). */
export interface ControlResult {
  subscription: StandInSubscription;
  events: SentEvent[];
}

export interface StripeStandInOptions {
  /** Where webhooks go; see also `setWebhookUrl`. Unset: events are recorded as not delivered. */
  webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_…`), as the app knows it. */
  webhookSecret: string;
  /** The clock for objects' and events' timestamps (milliseconds); Date.now by default. Signatures always
   * use the real clock, as the SDK checks them against it. */
  now?: () => number;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:PORT`, also the base of the hosted pages. */
  url: string;
  host: '127.0.0.1';
  port: number;
  /** Spread into `new Stripe(key, { ...sdkOptions })`. */
  sdkOptions: { host: '127.0.0.1'; port: number; protocol: 'http' };
  requests: StandInRequest[];
  sentEvents: SentEvent[];
  setWebhookUrl(url: string | undefined): void;
  /** Sets or clears cancel-at-period-end; sends customer.subscription.updated if that changed anything. */
  cancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ControlResult>;
  /** Ends the subscription now (status canceled); sends customer.subscription.deleted. */
  endSubscription(subscriptionId: string): Promise<ControlResult>;
  /** A renewal whose payment fails: the period moves on, the invoice stays open, status past_due; sends
   * invoice.payment_failed then customer.subscription.updated. */
  failPayment(subscriptionId: string): Promise<ControlResult>;
  /** A renewal that is paid: the period moves on, status active; sends invoice.paid then
   * customer.subscription.updated. */
  renewSubscription(subscriptionId: string): Promise<ControlResult>;
  /** Sends an earlier event again, byte for byte, with a fresh signature (a replay). */
  resend(eventId: string): Promise<SentEvent>;
  /** Sends a new event of any type about any object. */
  sendEvent(type: string, object: object, previousAttributes?: object): Promise<SentEvent>;
  /** Sends this event as given, optionally badly signed or tampered with. */
  deliver(event: StandInEvent, options?: DeliverOptions): Promise<SentEvent>;
  /** A copy of every subscription, oldest first. */
  subscriptions(): StandInSubscription[];
  /** Resolves once every webhook queued so far has been sent. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------
// Form bodies in Stripe's bracket notation.
// ---------------------------------------------------------------------------------------------------------

/** A value of a form-encoded body once its bracket notation is unfolded. */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses a form-encoded body or query string as Stripe does: `a[b][0][c]=x` becomes
 * `{ a: { b: [{ c: 'x' }] } }`, and `a[]=x` appends to an array. Brackets may be percent-encoded.
 */
export function parseFormBody(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    if (!path.some((segment) => UNSAFE_KEYS.has(segment))) assign(root, path, value);
  }
  return root;
}

function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return [key];
  const brackets = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((found) => found[1] ?? '');
  return [match[1], ...brackets];
}

const isIndex = (segment: string | undefined) => segment === '' || /^\d+$/.test(segment ?? 'x');

function assign(target: FormObject | FormValue[], path: readonly string[], value: string): void {
  const [head = '', ...rest] = path;
  if (Array.isArray(target) && !isIndex(head)) return;
  const key = Array.isArray(target) ? (head === '' ? target.length : Number(head)) : head;
  const slot = target as Record<string | number, FormValue | undefined>;
  if (rest.length === 0) {
    slot[key] = value;
    return;
  }
  let child = slot[key];
  if (child === undefined || typeof child === 'string') {
    child = isIndex(rest[0]) ? [] : {};
    slot[key] = child;
  }
  assign(child, rest, value);
}

const text = (form: FormObject, key: string) => {
  const value = form[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const nested = (form: FormObject, key: string): FormObject | undefined => {
  const value = form[key];
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
};

/** Metadata as given: string values only (an empty one removes the key on update). */
function metadataParam(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function mergeMetadata(current: Record<string, string>, update: Record<string, string>) {
  const merged = { ...current, ...update };
  for (const [key, value] of Object.entries(update)) if (value === '') delete merged[key];
  return merged;
}

// ---------------------------------------------------------------------------------------------------------
// Errors in Stripe's shape.
// ---------------------------------------------------------------------------------------------------------

/** An error the API answers, in Stripe's shape: `{ error: { type, message, code?, param? } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    const docUrl = this.code
      ? `https://stripe.com/docs/error-codes/${this.code.replaceAll('_', '-')}`
      : undefined;
    return {
      error: { type: this.type, message: this.message, code: this.code, param: this.param, doc_url: docUrl },
    };
  }
}

const invalid = (message: string, param?: string, code?: string, status = 400) =>
  new StripeApiError(status, 'invalid_request_error', message, code, param);

const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, param, 'parameter_missing');

/** A resource that does not exist: 404 in the path, 400 when named by a parameter. */
const noSuch = (kind: string, id: string, param?: string) =>
  invalid(`No such ${kind}: '${id}'`, param ?? 'id', 'resource_missing', param ? 400 : 404);

function refuseUnknown(form: FormObject, allowed: readonly string[], prefix = '') {
  const unknown = Object.keys(form).find((key) => !allowed.includes(key));
  if (unknown === undefined) return;
  const name = prefix ? `${prefix}[${unknown}]` : unknown;
  throw invalid(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
}

// ---------------------------------------------------------------------------------------------------------
// Building Stripe objects.
// ---------------------------------------------------------------------------------------------------------

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh id in Stripe's style: `cus_Q3hV…`. */
function newId(prefix: string, length = 24): string {
  let suffix = '';
  for (const byte of randomBytes(length)) suffix += ID_ALPHABET.charAt(byte % ID_ALPHABET.length);
  return `${prefix}_${suffix}`;
}

/** What a price id stands for: "year" in it is yearly, anything else monthly. */
export function planTerms(priceId: string) {
  return priceId.includes('year')
    ? { label: 'yearly', interval: 'year' as const, days: 365, amount: 9999 }
    : { label: 'monthly', interval: 'month' as const, days: 30, amount: 999 };
}

function buildPrice(id: string, created: number): StandInPrice {
  const terms = planTerms(id);
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'eur',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: `Larder Pro ${terms.label}`,
    product: PRODUCT_ID,
    recurring: {
      interval: terms.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: terms.amount,
    unit_amount_decimal: String(terms.amount),
  };
}

function buildPlan(price: StandInPrice): StandInPlan {
  return {
    id: price.id,
    object: 'plan',
    active: true,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: price.nickname,
    product: PRODUCT_ID,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

function buildCustomer(
  input: {
    email: string | null;
    name: string | null;
    description: string | null;
    metadata: Record<string, string>;
  },
  created: number,
): StandInCustomer {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description,
    email: input.email,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

function buildLineItem(price: StandInPrice, quantity: number): StandInLineItem {
  const amount = (price.unit_amount ?? 0) * quantity;
  return {
    id: newId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: price.nickname,
    metadata: {},
    price,
    quantity,
  };
}

function buildSubscriptionItem(
  line: StandInLineItem,
  subscriptionId: string,
  start: number,
): StandInSubscriptionItem {
  const { days } = planTerms(line.price.id);
  return {
    id: newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: start,
    current_period_end: start + days * DAY_SECONDS,
    current_period_start: start,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: buildPlan(line.price),
    price: line.price,
    quantity: line.quantity ?? 1,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

function buildSubscription(
  input: { customer: string; lines: StandInLineItem[]; metadata: Record<string, string> },
  start: number,
): StandInSubscription {
  const id = newId('sub');
  const items = input.lines.map((line) => buildSubscriptionItem(line, id, start));
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: start },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: 'eur',
    current_period_end: items[0]?.current_period_end ?? start,
    current_period_start: start,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: start,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: {
      end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' },
    },
    trial_start: null,
  };
}

function buildInvoiceLine(item: StandInSubscriptionItem, invoiceId: string): StandInInvoiceLine {
  const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: item.price.currency,
    description: `${item.quantity ?? 1} × ${item.price.nickname} (at €${euros(item.price.unit_amount ?? 0)} / ${item.plan.interval})`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: item.subscription,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    pricing: {
      price_details: { price: item.price.id, product: PRODUCT_ID },
      type: 'price_details',
      unit_amount_decimal: item.price.unit_amount_decimal,
    },
    quantity: item.quantity ?? 1,
    subscription: item.subscription,
    subtotal: amount,
    taxes: [],
  };
}

interface InvoiceInput {
  subscription: StandInSubscription;
  customer: StandInCustomer | undefined;
  paid: boolean;
  billingReason: 'subscription_create' | 'subscription_cycle';
  number: string;
}

function buildInvoice(input: InvoiceInput, created: number): StandInInvoice {
  const { subscription, paid } = input;
  const id = newId('in');
  const lines = subscription.items.data.map((item) => buildInvoiceLine(item, id));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: 'invoice',
    account_country: 'DE',
    account_name: 'Larder',
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    auto_advance: !paid,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created,
    currency: 'eur',
    customer: subscription.customer,
    customer_email: input.customer?.email ?? null,
    customer_name: input.customer?.name ?? null,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: created,
    ending_balance: 0,
    hosted_invoice_url: null,
    livemode: false,
    metadata: {},
    next_payment_attempt: paid ? null : created + 3 * DAY_SECONDS,
    number: input.number,
    parent: {
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      type: 'subscription_details',
    },
    period_end: created,
    period_start: created,
    starting_balance: 0,
    status: paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: paid ? created : null,
      voided_at: null,
    },
    subscription: subscription.id,
    subtotal: total,
    total,
    webhooks_delivered_at: created,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
  };
}

function buildEvent(
  type: string,
  object: object,
  created: number,
  previous?: object,
  request: StandInEvent['request'] = { id: null, idempotency_key: null },
): StandInEvent {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: STAND_IN_API_VERSION,
    created,
    type,
    data: { object: snapshot(object), ...(previous ? { previous_attributes: snapshot(previous) } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request,
  };
}

/** A copy of an object as it is now: events show the state at the time they happened. */
function snapshot(value: object): Record<string, unknown> {
  return structuredClone(value) as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------------
// The state of the world and what can happen to it.
// ---------------------------------------------------------------------------------------------------------

/** An event to send: what happened, to which object, and what changed. */
interface Happening {
  type: string;
  object: object;
  previous?: object;
}

interface CheckoutRecord {
  session: StandInCheckoutSession;
  lineItems: StandInLineItem[];
  subscriptionMetadata: Record<string, string>;
}

const CHECKOUT_PARAMS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'customer',
  'customer_email',
  'metadata',
  'subscription_data',
  'allow_promotion_codes',
  'billing_address_collection',
  'locale',
  'ui_mode',
  'expand',
] as const;

/** Customers, Checkout Sessions, subscriptions and invoices, and the operations on them. */
class Ledger {
  readonly customers = new Map<string, StandInCustomer>();
  readonly checkouts = new Map<string, CheckoutRecord>();
  readonly subscriptions = new Map<string, StandInSubscription>();
  readonly invoices = new Map<string, StandInInvoice>();
  readonly portalSessions = new Map<string, StandInPortalSession>();

  constructor(
    private readonly clock: () => number,
    private readonly baseUrl: string,
  ) {}

  seconds() {
    return Math.floor(this.clock() / 1000);
  }

  customer(id: string, param?: string) {
    const found = this.customers.get(id);
    if (!found) throw noSuch('customer', id, param);
    return found;
  }

  checkout(id: string) {
    const found = this.checkouts.get(id);
    if (!found) throw noSuch('checkout.session', id);
    return found;
  }

  subscription(id: string) {
    const found = this.subscriptions.get(id);
    if (!found) throw noSuch('subscription', id);
    return found;
  }

  createCustomer(form: FormObject) {
    refuseUnknown(form, ['email', 'name', 'description', 'metadata', 'expand']);
    const customer = buildCustomer(
      {
        email: text(form, 'email') ?? null,
        name: text(form, 'name') ?? null,
        description: text(form, 'description') ?? null,
        metadata: metadataParam(form.metadata),
      },
      this.seconds(),
    );
    this.customers.set(customer.id, customer);
    return customer;
  }

  createCheckoutSession(form: FormObject): StandInCheckoutSession {
    refuseUnknown(form, CHECKOUT_PARAMS);
    this.checkCheckoutParams(form);
    const lineItems = this.checkoutLineItems(form);
    const customerId = text(form, 'customer');
    if (customerId) this.customer(customerId, 'customer');
    const subscriptionData = nested(form, 'subscription_data') ?? {};
    refuseUnknown(subscriptionData, ['metadata', 'description'], 'subscription_data');
    const session = this.buildCheckoutSession(form, lineItems, customerId ?? null);
    this.checkouts.set(session.id, {
      session,
      lineItems,
      subscriptionMetadata: metadataParam(subscriptionData.metadata),
    });
    return session;
  }

  private checkCheckoutParams(form: FormObject) {
    const mode = text(form, 'mode');
    if (!mode) throw missingParam('mode');
    if (mode !== 'subscription') throw invalid('The stand-in supports only mode=subscription.', 'mode');
    const uiMode = text(form, 'ui_mode');
    if (uiMode && uiMode !== 'hosted_page')
      throw invalid('The stand-in supports only ui_mode=hosted_page.', 'ui_mode');
    if (text(form, 'customer') && text(form, 'customer_email')) {
      throw invalid(
        'You may only specify one of these parameters: customer, customer_email.',
        'customer_email',
      );
    }
    for (const param of ['success_url', 'cancel_url']) {
      const url = text(form, param);
      if (url && !URL.canParse(url)) throw invalid('Not a valid URL', param, 'url_invalid');
    }
  }

  private checkoutLineItems(form: FormObject): StandInLineItem[] {
    const given = form.line_items;
    if (!Array.isArray(given) || given.length === 0) throw missingParam('line_items');
    const items = given.map((entry, index) => this.checkoutLineItem(entry, `line_items[${index}]`));
    if (new Set(items.map((item) => item.price.recurring?.interval)).size > 1) {
      throw invalid(
        'Checkout does not support multiple prices with different billing intervals.',
        'line_items',
      );
    }
    return items;
  }

  private checkoutLineItem(entry: FormValue, param: string): StandInLineItem {
    const item = typeof entry === 'object' && !Array.isArray(entry) ? entry : {};
    refuseUnknown(item, ['price', 'quantity'], param);
    const priceId = text(item, 'price');
    if (!priceId) throw missingParam(`${param}[price]`);
    if (!/^price_\w+$/.test(priceId)) throw noSuch('price', priceId, `${param}[price]`);
    const quantity = Number(text(item, 'quantity') ?? '1');
    if (!Number.isInteger(quantity) || quantity < 1) {
      throw invalid('Invalid positive integer', `${param}[quantity]`, 'parameter_invalid_integer');
    }
    return buildLineItem(buildPrice(priceId, this.seconds()), quantity);
  }

  private buildCheckoutSession(
    form: FormObject,
    lineItems: StandInLineItem[],
    customer: string | null,
  ): StandInCheckoutSession {
    const id = newId('cs_test', 58);
    const created = this.seconds();
    const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
    return {
      id,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: text(form, 'allow_promotion_codes') === 'true' ? true : null,
      amount_subtotal: total,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: text(form, 'billing_address_collection') === 'required' ? 'required' : null,
      cancel_url: text(form, 'cancel_url') ?? null,
      client_reference_id: text(form, 'client_reference_id') ?? null,
      client_secret: null,
      consent: null,
      consent_collection: null,
      created,
      currency: 'eur',
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer,
      customer_account: null,
      customer_creation: customer ? null : 'always',
      customer_details: null,
      customer_email: text(form, 'customer_email') ?? null,
      discounts: [],
      expires_at: created + DAY_SECONDS,
      invoice: null,
      livemode: false,
      locale: (text(form, 'locale') as Stripe.Checkout.Session.Locale | undefined) ?? null,
      metadata: metadataParam(form.metadata),
      mode: 'subscription',
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'always',
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: text(form, 'success_url') ?? null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      url: `${this.baseUrl}/pay/${id}`,
    };
  }

  /**
   * The cook pays on the hosted page: a customer if the session had none, an active subscription, its first
   * invoice paid, the session complete. Nothing happens if it is not open any more.
   */
  payCheckout(record: CheckoutRecord, typedEmail: string | undefined): Happening[] {
    const { session } = record;
    if (session.status !== 'open') return [];
    const customer = session.customer
      ? this.customer(session.customer)
      : this.createCustomer({ email: session.customer_email ?? typedEmail ?? '' });
    const subscription = buildSubscription(
      { customer: customer.id, lines: record.lineItems, metadata: record.subscriptionMetadata },
      this.seconds(),
    );
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.issueInvoice(subscription, true, 'subscription_create');
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      subscription: subscription.id,
      invoice: invoice.id,
      url: null,
      customer_details: {
        address: null,
        business_name: null,
        email: customer.email,
        individual_name: null,
        name: customer.name ?? null,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
    } satisfies Partial<StandInCheckoutSession>);
    return [
      { type: 'checkout.session.completed', object: session },
      { type: 'customer.subscription.created', object: subscription },
      { type: 'invoice.paid', object: invoice },
    ];
  }

  private issueInvoice(
    subscription: StandInSubscription,
    paid: boolean,
    billingReason: InvoiceInput['billingReason'],
  ) {
    const number = `LARDER-${String(this.invoices.size + 1).padStart(4, '0')}`;
    const customer = this.customers.get(subscription.customer);
    const invoice = buildInvoice({ subscription, customer, paid, billingReason, number }, this.seconds());
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** Sets cancel-at-period-end (and metadata); no event when nothing changed. */
  updateSubscription(id: string, change: { cancelAtPeriodEnd?: boolean; metadata?: Record<string, string> }) {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') {
      throw invalid(
        'A canceled subscription can only update its cancellation_details, metadata, and status.',
      );
    }
    const before = snapshot(subscription);
    if (change.metadata) subscription.metadata = mergeMetadata(subscription.metadata, change.metadata);
    if (change.cancelAtPeriodEnd !== undefined) this.setCancellation(subscription, change.cancelAtPeriodEnd);
    return { subscription, happenings: updatedHappenings(subscription, before) };
  }

  private setCancellation(subscription: StandInSubscription, cancel: boolean) {
    if (subscription.cancel_at_period_end === cancel) return;
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? subscription.current_period_end : null;
    subscription.canceled_at = cancel ? this.seconds() : null;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: cancel ? 'cancellation_requested' : null,
    };
  }

  /** Ends a subscription now. */
  endSubscription(id: string): { subscription: StandInSubscription; happenings: Happening[] } {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled')
      throw invalid(`The subscription ${id} has already been canceled.`);
    const now = this.seconds();
    subscription.status = 'canceled';
    subscription.ended_at = now;
    subscription.canceled_at ??= now;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: subscription.cancellation_details?.reason ?? 'cancellation_requested',
    };
    return { subscription, happenings: [{ type: 'customer.subscription.deleted', object: subscription }] };
  }

  /** The next period begins and its invoice is paid (or fails: past_due). */
  renew(id: string, paid: boolean): { subscription: StandInSubscription; happenings: Happening[] } {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') throw invalid(`The subscription ${id} has been canceled.`);
    const before = snapshot(subscription);
    advancePeriod(subscription);
    subscription.status = paid ? 'active' : 'past_due';
    const invoice = this.issueInvoice(subscription, paid, 'subscription_cycle');
    return {
      subscription,
      happenings: [
        { type: paid ? 'invoice.paid' : 'invoice.payment_failed', object: invoice },
        ...updatedHappenings(subscription, before),
      ],
    };
  }

  createPortalSession(form: FormObject): StandInPortalSession {
    refuseUnknown(form, ['customer', 'return_url', 'configuration', 'locale', 'expand']);
    const customer = text(form, 'customer');
    if (!customer) throw missingParam('customer');
    this.customer(customer, 'customer');
    const returnUrl = text(form, 'return_url');
    if (returnUrl && !URL.canParse(returnUrl)) throw invalid('Not a valid URL', 'return_url', 'url_invalid');
    const id = newId('bps');
    const portal: StandInPortalSession = {
      id,
      object: 'billing_portal.session',
      configuration: text(form, 'configuration') ?? PORTAL_CONFIGURATION_ID,
      created: this.seconds(),
      customer,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: (text(form, 'locale') as Stripe.BillingPortal.Session.Locale | undefined) ?? null,
      on_behalf_of: null,
      return_url: returnUrl ?? null,
      url: `${this.baseUrl}/portal/${id}`,
    };
    this.portalSessions.set(id, portal);
    return portal;
  }

  subscriptionsOf(customer: string) {
    return [...this.subscriptions.values()].filter((subscription) => subscription.customer === customer);
  }

  /** Finds any stored object by its id, for `expand`. */
  lookup(id: string): object | undefined {
    return (
      this.customers.get(id) ??
      this.subscriptions.get(id) ??
      this.invoices.get(id) ??
      this.checkouts.get(id)?.session
    );
  }
}

function advancePeriod(subscription: StandInSubscription) {
  for (const item of subscription.items.data) {
    const { days } = planTerms(item.price.id);
    item.current_period_start = item.current_period_end;
    item.current_period_end += days * DAY_SECONDS;
  }
  const first = subscription.items.data[0];
  if (!first) return;
  subscription.current_period_start = first.current_period_start;
  subscription.current_period_end = first.current_period_end;
}

/** A customer.subscription.updated whose previous_attributes hold the fields that changed, if any did. */
function updatedHappenings(subscription: StandInSubscription, before: Record<string, unknown>): Happening[] {
  const after = snapshot(subscription);
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
  );
  if (changed.length === 0) return [];
  const previous = Object.fromEntries(changed.map((key) => [key, before[key]]));
  return [{ type: 'customer.subscription.updated', object: subscription, previous }];
}

// ---------------------------------------------------------------------------------------------------------
// Webhooks.
// ---------------------------------------------------------------------------------------------------------

/** Sends events to the app one at a time, in order, signed as Stripe signs them. */
class WebhookSender {
  readonly sent: SentEvent[] = [];
  /** Every event by id, with the exact body first sent, for `resend`. */
  private readonly bodies = new Map<string, { event: StandInEvent; body: string }>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly stopping = new AbortController();
  private readonly signer = new Stripe('sk_test_standin');

  constructor(
    public url: string | undefined,
    private readonly secret: string,
  ) {}

  /** Queues the event; resolves once it has been sent (or found nobody to send it to). */
  send(event: StandInEvent, options: DeliverOptions = {}): Promise<SentEvent> {
    const known = this.bodies.get(event.id);
    const body = known?.event === event ? known.body : JSON.stringify(event, null, 2);
    if (!known) this.bodies.set(event.id, { event, body });
    return this.enqueue(() => this.post(event, body, false, options));
  }

  resend(eventId: string): Promise<SentEvent> {
    const known = this.bodies.get(eventId);
    if (!known) throw invalid(`No such event: '${eventId}'`, 'id', 'resource_missing', 404);
    return this.enqueue(() => this.post(known.event, known.body, true, {}));
  }

  event(eventId: string) {
    return this.bodies.get(eventId)?.event;
  }

  async idle() {
    let tail: Promise<unknown> | undefined;
    while (tail !== this.queue) {
      tail = this.queue;
      await tail;
    }
  }

  stop() {
    this.stopping.abort();
  }

  private enqueue(job: () => Promise<SentEvent>): Promise<SentEvent> {
    const run = this.queue.then(job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async post(event: StandInEvent, signedBody: string, replay: boolean, options: DeliverOptions) {
    const body = options.rawBodyOverride ?? signedBody;
    const signature =
      options.signatureHeader !== undefined
        ? options.signatureHeader
        : this.signer.webhooks.generateTestHeaderString({
            payload: signedBody,
            secret: options.signatureSecret ?? this.secret,
            ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
          });
    const record: SentEvent = { event, status: null, delivered: false, replay, body, signature };
    this.sent.push(record);
    if (!this.url) {
      record.error = 'no webhook URL';
      return record;
    }
    await this.attempt(this.url, record);
    return record;
  }

  private async attempt(url: string, record: SentEvent) {
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      accept: '*/*; q=0.5, application/xml',
      'cache-control': 'no-cache',
    };
    if (record.signature !== null) headers['stripe-signature'] = record.signature;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: record.body,
        redirect: 'manual',
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      record.status = response.status;
      record.delivered = response.status >= 200 && response.status < 300;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Hosted pages.
// ---------------------------------------------------------------------------------------------------------

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "5 March 2027" (UTC) from Unix seconds. */
export function formatDate(seconds: number) {
  const date = new Date(seconds * 1000);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; line-height: 1.5; }
  main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
  h1 { font-size: 1.75rem; margin-top: 0; }
  section { border-top: 1px solid #d5dbe1; padding-top: 1rem; margin-top: 1rem; }
  button, .link-button { display: inline-block; font-size: 1.25rem; min-height: 3rem; padding: 0.75rem 1.5rem;
    border-radius: 0.375rem; border: 2px solid #3c2fb5; background: #3c2fb5; color: #fff; cursor: pointer; }
  a { color: #3c2fb5; font-size: 1.125rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { font-size: 1.125rem; padding: 0.5rem; width: 100%; box-sizing: border-box; margin-bottom: 1rem; }
  :focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
`;

function page(title: string, content: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

function priceText(price: StandInPrice, quantity: number) {
  const times = quantity > 1 ? `${quantity} × ` : '';
  return `${times}€${euros(price.unit_amount ?? 0)} per ${price.recurring?.interval ?? 'month'}`;
}

function checkoutPage(record: CheckoutRecord, email: string | null) {
  const { session, lineItems } = record;
  const items = lineItems
    .map(
      (item) =>
        `<li>${escapeHtml(item.description ?? '')}: ${priceText(item.price, item.quantity ?? 1)}</li>`,
    )
    .join('\n');
  const emailField = email
    ? `<p>Email: <strong>${escapeHtml(email)}</strong></p>`
    : '<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required>';
  const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : '';
  return page(
    'Stripe test checkout',
    `<h1>Stripe test checkout</h1>
<p>This page stands in for Stripe Checkout in tests. No card is charged.</p>
<section aria-labelledby="order-heading">
<h2 id="order-heading">Your order</h2>
<ul>
${items}
</ul>
<p>Total: <strong>€${euros(session.amount_total ?? 0)}</strong></p>
</section>
<form method="post" action="/pay/${escapeHtml(session.id)}">
${emailField}
<button type="submit">Pay and subscribe</button>
</form>
${cancel}`,
  );
}

function subscriptionSection(portalId: string, subscription: StandInSubscription) {
  const item = subscription.items.data[0];
  const heading = item?.price.nickname ?? 'Subscription';
  const price = item ? `<p>${priceText(item.price, item.quantity ?? 1)}</p>` : '';
  const ending = subscriptionEnding(subscription);
  const action = subscriptionAction(portalId, subscription);
  return `<section aria-labelledby="${subscription.id}">
<h2 id="${subscription.id}">${escapeHtml(heading)}</h2>
${price}
<p>Status: ${escapeHtml(subscription.status.replaceAll('_', ' '))}</p>
<p>${ending}</p>
${action}
</section>`;
}

function subscriptionEnding(subscription: StandInSubscription) {
  if (subscription.status === 'canceled') return `Ended on ${formatDate(subscription.ended_at ?? 0)}`;
  const end = formatDate(subscription.current_period_end);
  return subscription.cancel_at_period_end ? `Ends on ${end}` : `Renews on ${end}`;
}

function subscriptionAction(portalId: string, subscription: StandInSubscription) {
  if (subscription.status === 'canceled') return '';
  const [path, label] = subscription.cancel_at_period_end
    ? ['renew', 'Renew plan']
    : ['cancel', 'Cancel plan'];
  return `<form method="post" action="/portal/${escapeHtml(portalId)}/${path}">
<input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}">
<button type="submit">${label}</button>
</form>`;
}

function portalPage(
  portal: StandInPortalSession,
  customer: StandInCustomer,
  subscriptions: StandInSubscription[],
) {
  const ordered = [...subscriptions].sort(
    (a, b) => Number(a.status === 'canceled') - Number(b.status === 'canceled'),
  );
  const sections = ordered.map((subscription) => subscriptionSection(portal.id, subscription)).join('\n');
  const back = portal.return_url
    ? `<p><a href="${escapeHtml(portal.return_url)}">Return to Larder</a></p>`
    : '';
  return page(
    'Stripe test customer portal',
    `<h1>Stripe test customer portal</h1>
<p>This page stands in for Stripe's customer portal in tests.</p>
<p>Signed in as <strong>${escapeHtml(customer.email ?? customer.id)}</strong></p>
${sections || '<p>No subscriptions.</p>'}
${back}`,
  );
}

function messagePage(title: string, message: string, link?: { href: string; label: string }) {
  const anchor = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${anchor}`);
}

// ---------------------------------------------------------------------------------------------------------
// HTTP plumbing.
// ---------------------------------------------------------------------------------------------------------

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body, null, 2));
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

/** One API call, parsed. */
interface ApiCall {
  params: string[];
  form: FormObject;
  query: FormObject;
  request: StandInEvent['request'];
}

interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  run: (call: ApiCall) => object;
}

const ID = '([A-Za-z0-9_]+)';

/** Replays of idempotent POSTs: what was asked and what was answered. */
interface IdempotentAnswer {
  fingerprint: string;
  body: unknown;
}

/** The controls a test (or, over HTTP, a journey) drives the stand-in with. */
type Controls = Pick<
  StripeStandIn,
  | 'cancelAtPeriodEnd'
  | 'endSubscription'
  | 'failPayment'
  | 'renewSubscription'
  | 'resend'
  | 'sendEvent'
  | 'deliver'
  | 'subscriptions'
  | 'setWebhookUrl'
>;

type Emit = (happenings: Happening[], request?: StandInEvent['request']) => Promise<SentEvent[]>;

function makeControls(ledger: Ledger, webhooks: WebhookSender, emit: Emit): Controls {
  const control = async (outcome: { subscription: StandInSubscription; happenings: Happening[] }) => ({
    subscription: structuredClone(outcome.subscription),
    events: await emit(outcome.happenings),
  });
  return {
    cancelAtPeriodEnd: async (subscriptionId, cancel) =>
      control(ledger.updateSubscription(subscriptionId, { cancelAtPeriodEnd: cancel })),
    endSubscription: async (subscriptionId) => control(ledger.endSubscription(subscriptionId)),
    failPayment: async (subscriptionId) => control(ledger.renew(subscriptionId, false)),
    renewSubscription: async (subscriptionId) => control(ledger.renew(subscriptionId, true)),
    resend: async (eventId) => webhooks.resend(eventId),
    sendEvent: async (type, object, previousAttributes) =>
      webhooks.send(buildEvent(type, object, ledger.seconds(), previousAttributes)),
    deliver: async (event, deliverOptions) => webhooks.send(event, deliverOptions),
    subscriptions: () => structuredClone([...ledger.subscriptions.values()]),
    setWebhookUrl: (url) => {
      webhooks.url = url;
    },
  };
}

type ControlInput = Record<string, unknown>;

/** `/__control/<name>` for a journey in another process: POST with a JSON body, or GET to read. */
const HTTP_CONTROLS: Record<string, (controls: Controls, input: ControlInput, app: StandInApp) => unknown> = {
  'GET subscriptions': (controls) => controls.subscriptions(),
  'GET sent-events': (_controls, _input, app) => app.webhooks.sent,
  'GET requests': (_controls, _input, app) => app.requests,
  'POST webhook-url': (controls, input) => {
    controls.setWebhookUrl(optionalString(input, 'url'));
    return { webhookUrl: optionalString(input, 'url') ?? null };
  },
  'POST cancel-at-period-end': (controls, input) =>
    controls.cancelAtPeriodEnd(requiredString(input, 'subscriptionId'), input.cancel !== false),
  'POST end-subscription': (controls, input) =>
    controls.endSubscription(requiredString(input, 'subscriptionId')),
  'POST fail-payment': (controls, input) => controls.failPayment(requiredString(input, 'subscriptionId')),
  'POST renew': (controls, input) => controls.renewSubscription(requiredString(input, 'subscriptionId')),
  'POST resend': (controls, input) => controls.resend(requiredString(input, 'eventId')),
  'POST send-event': (controls, input) =>
    controls.sendEvent(requiredString(input, 'type'), requiredObject(input, 'object')),
};

/** The stand-in's HTTP surfaces: the API, the hosted pages and the controls. */
class StandInApp {
  readonly requests: StandInRequest[] = [];
  readonly controls: Controls;
  private readonly idempotent = new Map<string, IdempotentAnswer>();
  private readonly apiRoutes: ApiRoute[];

  constructor(
    private readonly ledger: Ledger,
    readonly webhooks: WebhookSender,
  ) {
    this.controls = makeControls(ledger, webhooks, this.emit);
    this.apiRoutes = buildApiRoutes(ledger, this.emit, webhooks);
  }

  /** Turns what happened into events and sends them, in order. */
  readonly emit: Emit = (happenings, request) =>
    Promise.all(
      happenings.map(({ type, object, previous }) =>
        this.webhooks.send(buildEvent(type, object, this.ledger.seconds(), previous, request)),
      ),
    );

  async handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname, search } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const [, section = '', id = '', action] = pathname.split('/');
    if (section === 'v1') return this.handleApi(request, response, pathname, search.slice(1));
    if (section === 'pay' && !action) return this.handlePay(request, response, id);
    if (section === 'portal') return this.handlePortal(request, response, id, action);
    if (section === '__control') return this.handleControl(request, response, id);
    sendHtml(response, 404, messagePage('Not found', `Nothing at ${pathname}.`));
  }

  private async handleApi(request: IncomingMessage, response: ServerResponse, path: string, search: string) {
    const raw = await readBody(request);
    const record = recordRequest(request, path, search, raw);
    this.requests.push(record);
    const requestId = newId('req', 14);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      sendJson(response, status, body, {
        'request-id': requestId,
        'stripe-version': record.stripeVersion ?? STAND_IN_API_VERSION,
        ...headers,
      });
    };
    try {
      checkApiKey(request.headers.authorization);
      const replay = replayIdempotent(record, raw, this.idempotent);
      if (replay) return answer(200, replay, { 'idempotent-replayed': 'true' });
      const eventRequest = { id: requestId, idempotency_key: record.idempotencyKey };
      const body = runApiRoute(this.apiRoutes, record, eventRequest, this.ledger);
      if (record.method === 'POST' && record.idempotencyKey) {
        this.idempotent.set(record.idempotencyKey, { fingerprint: fingerprint(record, raw), body });
      }
      answer(200, body);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      answer(error.status, error, { 'stripe-should-retry': 'false' });
    }
  }

  private async handlePay(request: IncomingMessage, response: ServerResponse, sessionId: string) {
    const record = this.ledger.checkouts.get(sessionId);
    if (!record) {
      return sendHtml(response, 404, messagePage('Checkout not found', `No checkout session ${sessionId}.`));
    }
    const { session } = record;
    if (request.method === 'GET') return sendHtml(response, 200, this.checkoutView(record));
    const form = parseFormBody(await readBody(request));
    await this.emit(this.ledger.payCheckout(record, text(form, 'email')));
    if (session.success_url) return redirect(response, successUrl(session));
    sendHtml(
      response,
      200,
      messagePage('Stripe test checkout', 'Payment complete. You can close this page.'),
    );
  }

  private checkoutView(record: CheckoutRecord) {
    const { session } = record;
    if (session.status === 'open') {
      const customer = session.customer ? this.ledger.customers.get(session.customer) : undefined;
      return checkoutPage(record, session.customer_email ?? customer?.email ?? null);
    }
    const link = session.success_url ? { href: successUrl(session), label: 'Continue' } : undefined;
    return messagePage('Stripe test checkout', 'This checkout is complete.', link);
  }

  private async handlePortal(
    request: IncomingMessage,
    response: ServerResponse,
    portalId: string,
    action?: string,
  ) {
    const portal = this.ledger.portalSessions.get(portalId);
    const customer = portal && this.ledger.customers.get(portal.customer);
    if (!portal || !customer) {
      return sendHtml(response, 404, messagePage('Portal not found', `No portal session ${portalId}.`));
    }
    const subscriptions = this.ledger.subscriptionsOf(customer.id);
    if (request.method === 'GET' && !action)
      return sendHtml(response, 200, portalPage(portal, customer, subscriptions));
    const subscriptionId = text(parseFormBody(await readBody(request)), 'subscription');
    const known = subscriptions.some((subscription) => subscription.id === subscriptionId);
    if (
      request.method !== 'POST' ||
      !subscriptionId ||
      !known ||
      (action !== 'cancel' && action !== 'renew')
    ) {
      return sendHtml(response, 404, messagePage('Not found', 'No such subscription in this portal.'));
    }
    await this.controls.cancelAtPeriodEnd(subscriptionId, action === 'cancel');
    redirect(response, `/portal/${portalId}`);
  }

  private async handleControl(request: IncomingMessage, response: ServerResponse, name: string) {
    const method = request.method ?? 'GET';
    const control = HTTP_CONTROLS[`${method} ${name}`];
    if (!control)
      return sendJson(response, 404, { error: { message: `No control ${method} /__control/${name}` } });
    try {
      const input = method === 'POST' ? parseJsonObject(await readBody(request)) : {};
      sendJson(response, 200, await control(this.controls, input, this));
    } catch (error) {
      const status = error instanceof StripeApiError ? error.status : 400;
      sendJson(response, status, {
        error: { message: error instanceof Error ? error.message : String(error) },
      });
    }
  }
}

/**
 * Starts the stand-in on an ephemeral loopback port (see the module comment). Stop it with `stop()`.
 */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  let app: StandInApp | undefined;
  const server = createServer((request, response) => {
    app?.handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      sendJson(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const webhooks = new WebhookSender(options.webhookUrl, options.webhookSecret);
  app = new StandInApp(new Ledger(options.now ?? Date.now, url), webhooks);

  return {
    url,
    host: '127.0.0.1',
    port,
    sdkOptions: { host: '127.0.0.1', port, protocol: 'http' },
    requests: app.requests,
    sentEvents: webhooks.sent,
    ...app.controls,
    idle: () => webhooks.idle(),
    stop: async () => {
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function recordRequest(request: IncomingMessage, path: string, search: string, raw: string): StandInRequest {
  return {
    method: request.method ?? 'GET',
    path,
    query: parseFormBody(search),
    body: parseFormBody(raw),
    hasAuthorization: request.headers.authorization !== undefined,
    idempotencyKey: headerValue(request, 'idempotency-key'),
    stripeVersion: headerValue(request, 'stripe-version'),
    status: 0,
  };
}

/** What an idempotency key is bound to: the same method, path and body. */
const fingerprint = (record: StandInRequest, raw: string) => `${record.method} ${record.path} ${raw}`;

function headerValue(request: IncomingMessage, name: string) {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

function checkApiKey(authorization: string | undefined) {
  if (!authorization) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (!/^Bearer (sk|rk)_\w+$/.test(authorization)) {
    throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided.', 'api_key_invalid');
  }
}

/** The earlier answer to a POST with this idempotency key; a different request under it is refused. */
function replayIdempotent(record: StandInRequest, raw: string, answers: Map<string, IdempotentAnswer>) {
  if (record.method !== 'POST' || !record.idempotencyKey) return undefined;
  const earlier = answers.get(record.idempotencyKey);
  if (!earlier) return undefined;
  if (earlier.fingerprint === fingerprint(record, raw)) return earlier.body;
  throw new StripeApiError(
    400,
    'idempotency_error',
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${record.idempotencyKey}' if you meant to execute a different request.`,
  );
}

/** Runs the route the request names and expands what `expand[]` asks for; 404 for an unknown route. */
function runApiRoute(
  routes: ApiRoute[],
  record: StandInRequest,
  request: StandInEvent['request'],
  ledger: Ledger,
): unknown {
  const { method, path, body: form, query } = record;
  for (const route of routes) {
    const match = route.method === method ? route.pattern.exec(path) : null;
    if (!match) continue;
    const result = route.run({ form, query, request, params: match.slice(1) });
    const expand = form.expand ?? query.expand;
    return expandAll(snapshot(result), Array.isArray(expand) ? expand : [], ledger);
  }
  throw invalid(
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    undefined,
    undefined,
    404,
  );
}

function expandAll(object: Record<string, unknown>, paths: FormValue[], ledger: Ledger) {
  let result = object;
  for (const path of paths) {
    if (typeof path === 'string') result = expandPath(result, path.split('.'), ledger);
  }
  return result;
}

/** Replaces an id with its object, as `expand[]=customer` or `expand[]=data.customer` asks. */
function expandPath(
  object: Record<string, unknown>,
  path: string[],
  ledger: Ledger,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (!head) return object;
  if (object.object === 'list' && head === 'data' && Array.isArray(object.data)) {
    return {
      ...object,
      data: object.data.map((entry: Record<string, unknown>) => expandPath(entry, rest, ledger)),
    };
  }
  const value = expandedValue(object, head, ledger);
  if (value === null || typeof value !== 'object') return { ...object, [head]: value };
  return { ...object, [head]: expandPath(value as Record<string, unknown>, rest, ledger) };
}

function expandedValue(object: Record<string, unknown>, field: string, ledger: Ledger): unknown {
  if (field === 'line_items' && object.object === 'checkout.session') {
    const lineItems = ledger.checkouts.get(String(object.id))?.lineItems ?? [];
    return snapshot(listOf(lineItems, `/v1/checkout/sessions/${String(object.id)}/line_items`));
  }
  const value = object[field];
  if (value === null || typeof value === 'object') return value;
  const found = typeof value === 'string' ? ledger.lookup(value) : undefined;
  if (!found) throw invalid(`This property cannot be expanded (${field}).`, 'expand');
  return snapshot(found);
}

function listOf<T>(data: T[], url: string): StandInList<T> {
  return { object: 'list', data, has_more: false, url };
}

function buildApiRoutes(
  ledger: Ledger,
  emit: (happenings: Happening[], request?: StandInEvent['request']) => Promise<SentEvent[]>,
  webhooks: WebhookSender,
): ApiRoute[] {
  const only = (form: FormObject, allowed: string[]) => refuseUnknown(form, allowed);
  const retrieve = (find: (id: string) => object) => (call: ApiCall) => {
    only(call.query, ['expand']);
    return find(call.params[0] ?? '');
  };
  return [
    { method: 'POST', pattern: /^\/v1\/customers$/, run: ({ form }) => ledger.createCustomer(form) },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/customers/${ID}$`),
      run: retrieve((id) => ledger.customer(id)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      run: ({ form }) => ledger.createCheckoutSession(form),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`),
      run: retrieve((id) => ledger.checkout(id).session),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`),
      run: ({ params: [id = ''] }) =>
        listOf(ledger.checkout(id).lineItems, `/v1/checkout/sessions/${id}/line_items`),
    },
    { method: 'GET', pattern: /^\/v1\/subscriptions$/, run: ({ query }) => listSubscriptions(ledger, query) },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
      run: retrieve((id) => ledger.subscription(id)),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
      run: ({ params: [id = ''], form, request }) => {
        only(form, ['cancel_at_period_end', 'metadata', 'expand']);
        const cancel = text(form, 'cancel_at_period_end');
        const outcome = ledger.updateSubscription(id, {
          ...(cancel === undefined ? {} : { cancelAtPeriodEnd: cancel === 'true' }),
          ...(form.metadata === undefined ? {} : { metadata: metadataParam(form.metadata) }),
        });
        void emit(outcome.happenings, request);
        return outcome.subscription;
      },
    },
    {
      method: 'DELETE',
      pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
      run: ({ params: [id = ''], request }) => {
        const outcome = ledger.endSubscription(id);
        void emit(outcome.happenings, request);
        return outcome.subscription;
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/invoices/${ID}$`),
      run: retrieve((id) => ledger.invoices.get(id) ?? throwError(noSuch('invoice', id))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/prices/${ID}$`),
      run: retrieve((id) => retrievePrice(id, ledger)),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/v1/events/${ID}$`),
      run: retrieve((id) => webhooks.event(id) ?? throwError(noSuch('event', id))),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      run: ({ form }) => ledger.createPortalSession(form),
    },
  ];
}

function throwError(error: Error): never {
  throw error;
}

function retrievePrice(id: string, ledger: Ledger) {
  if (!id.startsWith('price_')) throw noSuch('price', id);
  return buildPrice(id, ledger.seconds());
}

/** `GET /v1/subscriptions`: by customer and status; canceled ones only when asked for. */
function listSubscriptions(ledger: Ledger, query: FormObject) {
  refuseUnknown(query, ['customer', 'status', 'limit', 'expand']);
  const customer = text(query, 'customer');
  const status = text(query, 'status');
  const data = [...ledger.subscriptions.values()]
    .filter((subscription) => !customer || subscription.customer === customer)
    .filter((subscription) =>
      status === 'all' ? true : status ? subscription.status === status : subscription.status !== 'canceled',
    )
    .reverse()
    .slice(0, Number(text(query, 'limit') ?? '10'));
  return listOf(data, '/v1/subscriptions');
}

function successUrl(session: StandInCheckoutSession) {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function parseJsonObject(body: string): Record<string, unknown> {
  const parsed: unknown = body ? JSON.parse(body) : {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('expected a JSON object');
  return parsed as Record<string, unknown>;
}

function requiredObject(input: Record<string, unknown>, key: string): object {
  const value = input[key];
  if (typeof value !== 'object' || value === null) throw new Error(`${key} must be a JSON object`);
  return value;
}

function requiredString(input: Record<string, unknown>, key: string) {
  const value = input[key];
  if (typeof value !== 'string' || value === '') throw new Error(`${key} is required`);
  return value;
}

function optionalString(input: Record<string, unknown>, key: string) {
  const value = input[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
