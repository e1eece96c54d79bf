#!/usr/bin/env node
// A conform/2 adapter (docs/adapter-protocol.md) for the AppDNA paywall delegate as a React Native
// app sees it, in node's standard library only.
//
// An executable model of the AppDNA iOS paywalls page (seed 004), whose DismissReason wire values
// are "the same value across iOS, Android, Flutter, and React Native": a paywall closes with
// `purchased`, `dismissed`, `tappedOutside`, `programmatic` or `restore_success`, and those are the
// results this adapter reports. Callbacks take one event object, React Native style:
// onPaywallPurchaseStarted({paywallId, productId}). The readings where the page is silent or
// contradicts itself are listed in Examples/node/README.md.
//
// Run it through conform.yaml:
//   adapters:
//     - {name: appdna-rn, command: [node, Examples/node/appdna_rn.js]}

'use strict';

const readline = require('readline');

const HANDSHAKE = {
  protocol: 'conform/2',
  adapter: 'appdna-rn',
  sdk: 'AppDNA React Native',
  sdk_version: '1.0.61+ (docs)',
  summary: 'a model of the AppDNA paywall delegate with its cross-platform DismissReason wire values (seed 004)',
  capabilities: ['restore', 'restore-button', 'product-selection', 'tap-outside', 'programmatic-dismiss',
    'custom-action', 'links', 'promo-code', 'screen-failure'],
  emits: ['paywall', 'product', 'purchase', 'restore', 'action', 'link', 'promo', 'recorded'],
  handlers: ['onPromoCodeSubmit'],
  options: [{name: 'billing_provider', values: ['storekit2', 'none'], summary: 'the billing provider; none makes restores fail at once'}],
  volatile: ['transactionId'],
};

const PAYWALL_ID = 'premium_paywall';

class Unsupported extends Error {}

// Virtual time: delayed SDK work runs when the runner advances time, never in real time.
class Clock {
  constructor() {
    this.now = 0;
    this.jobs = [];
    this.order = 0;
  }

  schedule(delay, work) {
    this.jobs.push({ due: this.now + delay, order: this.order++, work });
  }

  runUntil(target) {
    for (;;) {
      if (this.jobs.length === 0) break;
      this.jobs.sort((a, b) => a.due - b.due || a.order - b.order);
      if (this.jobs[0].due > target) break;
      const job = this.jobs.shift();
      this.now = Math.max(this.now, job.due);
      job.work();
    }
    this.now = Math.max(this.now, target);
  }
}

// One spec's paywall: presented (again after it closed: present is the app's call), closed with a
// DismissReason wire value.
class Paywall {
  constructor(given, emit, clock) {
    this.given = given;
    this.emit = emit;
    this.clock = clock;
    this.phase = 'not_shown';
    this.result = 'none';
    this.selected = null;
    this.purchasing = false;
    this.transactions = 0;
    const provider = given.options.billing_provider;
    if (provider !== undefined && !['storekit2', 'none'].includes(provider)) {
      throw new Unsupported(`billing_provider '${provider}' is not modelled (use storekit2 or none)`);
    }
    const promo = given.handlers.onPromoCodeSubmit;
    if (promo && promo.kind === 'returns' && !['true', 'false'].includes(promo.value)) {
      throw new Unsupported(`onPromoCodeSubmit completes with a Bool, not '${promo.value}'`);
    }
    if (promo && promo.kind === 'throws') {
      throw new Unsupported('onPromoCodeSubmit cannot throw: it answers through its completion');
    }
  }

  get open() {
    return this.phase === 'open';
  }

  get hasBilling() {
    return this.given.options.billing_provider !== 'none';
  }

  perform(step) {
    switch (step.kind) {
      case 'present': return this.present(step.placement);
      case 'select': return this.select(step.product);
      case 'buy': return this.buy(step.product);
      case 'restore': return this.restore();
      case 'close': return this.dismiss('dismissed');
      case 'tap_outside': return this.dismiss('tappedOutside');
      case 'dismiss': return this.dismiss('programmatic');
      case 'action': return this.action('custom', 'action', step.id, { actionId: step.id });
      case 'open_link': return this.action('linkTapped', 'link.opened', step.url, { url: step.url });
      case 'promo': return this.promo(step.code);
      default: throw new Unsupported(`appdna-rn cannot perform '${step.kind}'`);
    }
  }

  present(placement) {
    // present is the app's call: only a present while the paywall is up is ignored.
    if (this.open) return;
    this.selected = null;
    this.result = 'none';
    const failure = this.given.screen_failure;
    if (failure !== null) {
      this.emit('paywall.load_failed', failure, 'AppDNA.paywall.present() -> false', { code: failure });
      return;
    }
    this.phase = 'open';
    this.emit('paywall.shown', null, 'onPaywallPresented({paywallId})', { paywallId: PAYWALL_ID });
    this.emit('recorded.paywall_view', null, 'analytics: paywall_view', { placement: placement || 'default' });
  }

  select(product) {
    if (!this.open) return;
    this.selected = product;
    this.emit('product.selected', product, 'onPaywallAction({paywallId, action})',
      { paywallId: PAYWALL_ID, action: 'planChanged', productId: product });
  }

  action(kind, name, subject, args) {
    if (!this.open) return;
    this.emit(name, subject, 'onPaywallAction({paywallId, action})', { paywallId: PAYWALL_ID, action: kind, ...args });
  }

  close(reason) {
    this.phase = 'closed';
    this.result = reason;
    // The page's only word on onPaywallDismissed is "// User closed without purchasing": the SDK's
    // own auto-dismiss (purchased, restore_success) reaches the app only through paywall_close.
    if (reason !== 'purchased' && reason !== 'restore_success') {
      this.emit('paywall.closed', reason, 'onPaywallDismissed({paywallId})', { paywallId: PAYWALL_ID });
    }
    this.emit('recorded.paywall_close', null, 'analytics: paywall_close', { reason });
  }

  dismiss(reason) {
    if (this.open) this.close(reason);
  }

  buy(product) {
    // One purchase at a time: a tap while the store has not answered does nothing.
    if (!this.open || this.purchasing) return;
    const productId = product || this.selected || this.given.products[0];
    if (!productId) throw new Unsupported("'buy' needs a product: the spec names none");
    const failed = (code) => this.emit('purchase.failed', productId, 'onPaywallPurchaseFailed({paywallId, error})',
      { paywallId: PAYWALL_ID, code });
    if (!this.hasBilling) {
      failed('provider_not_available');
      return;
    }
    this.emit('purchase.started', productId, 'onPaywallPurchaseStarted({paywallId, productId})',
      { paywallId: PAYWALL_ID, productId });
    const answer = this.given.store[productId] || { kind: 'purchased', delay_ms: 0 };
    this.purchasing = true;
    const settle = () => {
      this.purchasing = false;
      if (answer.kind === 'purchased') {
        this.transactions += 1;
        this.emit('purchase.completed', productId, 'onPaywallPurchaseCompleted({paywallId, productId, transaction})',
          { paywallId: PAYWALL_ID, productId, transactionId: `txn_${this.transactions}` });
        if (this.open) this.close('purchased');
      } else if (answer.kind === 'failed') {
        failed(answer.code);
      } else if (answer.kind === 'cancelled') {
        // The app hears a failure (its error says why): a canonical event says what the app hears.
        failed('user_cancelled');
      }
      // pending: the page documents no callback until the purchase resolves.
    };
    if (answer.delay_ms > 0) this.clock.schedule(answer.delay_ms, settle);
    else settle();
  }

  restore() {
    if (!this.open) return;
    const failed = (code) => {
      this.emit('restore.failed', null, 'onPaywallRestoreFailed({paywallId, error})', { paywallId: PAYWALL_ID, code });
      this.emit('recorded.purchase_restore_failed', null, 'analytics: purchase_restore_failed', { code });
    };
    if (!this.hasBilling) {
      this.emit('restore.failed', null, 'onPaywallRestoreFailed({paywallId, error})',
        { paywallId: PAYWALL_ID, code: 'provider_not_available' });
      return;
    }
    this.emit('restore.started', null, 'onPaywallRestoreStarted({paywallId})', { paywallId: PAYWALL_ID });
    const found = this.given.restore;
    if (found.kind === 'failed') {
      failed(found.code);
    } else if (found.products.length === 0) {
      failed('no_previous_purchases');
    } else {
      this.emit('restore.completed', null, 'onPaywallRestoreCompleted({paywallId, productIds})',
        { paywallId: PAYWALL_ID, productIds: `[${found.products.join(',')}]` });
      this.emit('recorded.purchase_restored', null, 'analytics: purchase_restored', {});
      this.close('restore_success');
    }
  }

  promo(code) {
    if (!this.open) return;
    const handler = this.given.handlers.onPromoCodeSubmit || { kind: 'registered' };
    if (handler.kind === 'absent') return;
    // The completion is the app's call: a registered body that does nothing never answers.
    const answer = handler.kind === 'returns' ? { valid: handler.value } : {};
    this.emit('promo.submitted', code, 'onPromoCodeSubmit({paywallId, code}, completion)',
      { paywallId: PAYWALL_ID, code, ...answer });
  }

  final() {
    return { state: this.phase, result: this.result };
  }
}

function main() {
  let paywall = null;
  let clock = null;
  let seq = 0;
  const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
  const emit = (name, subject, native, args) => {
    const event = { type: 'event', seq, name, native, args, at: clock.now };
    if (subject !== null) event.subject = subject;
    send(event);
  };

  const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  input.on('line', (line) => {
    if (line.trim() === '') return;
    const request = JSON.parse(line);
    seq = request.seq;
    let reply = { type: 'done', seq };
    try {
      switch (request.type) {
        case 'hello':
          reply = { type: 'ready', seq, ...HANDSHAKE };
          break;
        case 'begin':
          clock = new Clock();
          paywall = new Paywall(request.given, emit, clock);
          break;
        case 'step':
          paywall.perform(request.step);
          break;
        case 'advance':
          clock.runUntil(request.to_ms);
          break;
        case 'end':
          clock.runUntil(clock.now + request.horizon_ms);
          if (clock.jobs.length > 0) throw new Unsupported('scheduled work did not settle');
          reply.final = paywall.final();
          break;
        default:
          throw new Unsupported(`unknown request '${request.type}'`);
      }
    } catch (problem) {
      if (!(problem instanceof Unsupported)) throw problem;
      reply = { type: 'error', seq, message: problem.message };
    }
    send(reply);
  });
  input.on('close', () => process.exit(0));
}

main();
