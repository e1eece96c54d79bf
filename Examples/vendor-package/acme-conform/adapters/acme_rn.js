#!/usr/bin/env node
// ACME's conform/2 adapter for the ACME Paywall React Native SDK, in node's standard library only.
//
// A small executable model of a fictional SDK, kept in ACME's own adapter package
// (docs/packages.md). Where it differs from the Web SDK (adapters/acme_web.py) it differs on
// purpose, and the package's Divergences/acme.rn.yaml says why: a cancelled purchase reaches the app
// as onPurchaseError with USER_CANCELLED (a failure, not a cancel), and after a purchase the paywall
// stays up until the app dismisses it. Any step other than present, buy and close is an 'error' reply.
//
// Named in the package's conform.yaml, and run in the package's folder wherever it is included:
//
//   adapters:
//     - {name: rn, command: [node, adapters/acme_rn.js]}
'use strict';
const readline = require('readline');

const HANDSHAKE = {
  protocol: 'conform/2',
  adapter: 'acme.rn',
  sdk: 'ACME Paywall React Native',
  sdk_version: '1.8.0',
  summary: "a model of the ACME Paywall React Native SDK (ACME's fixture adapter, docs/packages.md)",
  capabilities: [],
  emits: ['paywall', 'purchase', 'error'],
  options: [],
  volatile: [],
};

class Unsupported extends Error {}

class Paywall {
  constructor(given) {
    this.store = (given && given.store) || {};
    this.products = (given && given.products) || [];
    this.now = 0;
    this.jobs = []; // {due, order, product}: purchases the store answers later
    this.state = 'not_shown';
    this.result = 'none';
    this.events = [];
  }

  emit(name, subject, native, args = {}, at = this.now) {
    const event = {name, native, args, at};
    if (subject !== null) event.subject = subject;
    this.events.push(event);
  }

  step(step) {
    switch (step.kind) {
      case 'present':
        this.state = 'open';
        this.result = 'none';
        this.emit('paywall.shown', null, 'onPaywallShown()');
        break;
      case 'buy': {
        // A buy without a product buys what the button buys: here the first product offered.
        const product = step.product || this.products[0] || 'unknown';
        this.emit('purchase.started', product, 'onPurchaseStarted(product)', {product});
        const delay = (this.store[product] || {}).delay_ms || 0;
        if (delay === 0) this.answer(product);
        else this.jobs.push({due: this.now + delay, order: this.jobs.length, product});
        break;
      }
      case 'close':
        this.state = 'closed';
        this.result = 'closed';
        this.emit('paywall.closed', 'closed', 'onDismiss(reason)', {reason: 'close_button'});
        break;
      default:
        throw new Unsupported(`acme.rn cannot perform '${step.kind}': the ACME Paywall React Native model has no such step`);
    }
  }

  // The store answers a purchase. The paywall stays up after a purchase: the app dismisses it.
  answer(product) {
    const answer = this.store[product] || {kind: 'purchased'};
    switch (answer.kind) {
      case 'purchased':
        this.emit('purchase.completed', product, 'onPurchaseCompleted(customerInfo)', {product});
        break;
      case 'cancelled':
        this.emit('purchase.failed', product, 'onPurchaseError(error)', {code: 'USER_CANCELLED', product});
        break;
      case 'pending':
        this.emit('purchase.pending', product, 'onPurchasePending(product)', {product});
        break;
      default:
        this.emit('purchase.failed', product, 'onPurchaseError(error)', {code: answer.code || 'unknown', product});
    }
  }

  // Runs the store's answers due up to `toMs`, each at its time.
  advance(toMs) {
    for (;;) {
      const due = this.jobs.filter((job) => job.due <= toMs).sort((a, b) => a.due - b.due || a.order - b.order);
      if (due.length === 0) break;
      this.jobs.splice(this.jobs.indexOf(due[0]), 1);
      this.now = due[0].due;
      this.answer(due[0].product);
    }
    this.now = toMs;
  }
}

const send = (message) => process.stdout.write(JSON.stringify(message) + '\n');

let paywall = new Paywall({});
const lines = readline.createInterface({input: process.stdin});
lines.on('line', (line) => {
  if (line.trim() === '') return;
  const request = JSON.parse(line);
  const {type, seq} = request;
  if (type === 'hello') return send({...HANDSHAKE, type: 'ready', seq});
  if (type === 'begin') {
    paywall = new Paywall(request.given);
    return send({type: 'done', seq});
  }
  paywall.events = [];
  try {
    if (type === 'step') paywall.step(request.step);
    else if (type === 'advance') paywall.advance(request.to_ms);
    else if (type === 'end') paywall.advance(paywall.jobs.length > 0 ? paywall.now + request.horizon_ms : paywall.now);
    else throw new Unsupported(`acme.rn got an unknown request '${type}'`);
  } catch (problem) {
    if (!(problem instanceof Unsupported)) throw problem;
    return send({type: 'error', seq, message: problem.message});
  }
  for (const event of paywall.events) send({...event, type: 'event', seq});
  const done = {type: 'done', seq};
  if (type === 'end') done.final = {state: paywall.state, result: paywall.result};
  send(done);
});
lines.on('close', () => process.exit(0));
