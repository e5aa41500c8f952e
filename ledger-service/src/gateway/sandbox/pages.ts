// The sandbox gateway's two server-rendered pages: the payment page (Pay / Fail / Cancel) and the
// auto-submitting form that carries the signed answer back to the merchant. Every value is escaped.
import { randomBytes } from 'node:crypto';
import type { Response } from 'express';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

/** 123456789 → "₹12,34,567.89", from the integer (Indian digit grouping). */
export function formatPaiseForDisplay(paise: number): string {
  const rupees = new Intl.NumberFormat('en-IN').format(Math.floor(paise / 100));
  return `₹${rupees}.${String(paise % 100).padStart(2, '0')}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1d2733}
main{max-width:26rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 4px #0002}
.note{background:#fff4d6;border-radius:.5rem;padding:.5rem .75rem;font-size:.85rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;font-size:.9rem;word-break:break-all}
dt{color:#5b6673}dd{margin:0}
button{display:block;width:100%;font-size:1.1rem;padding:.8rem;margin-top:.75rem;border:0;border-radius:.5rem}
.pay{background:#1b7f3b;color:#fff}.fail{background:#b3261e;color:#fff}.cancel{background:#e3e7eb}`;

function document(title: string, body: string, script = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main>${script}</body></html>`;
}

/** Sends a page that may post forms only to the given origins and run only its own script. */
export function sendPage(res: Response, html: string, formTargets: string[], nonce?: string) {
  const script = nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'";
  const formAction = ["'self'", ...formTargets].join(' ');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; ${script}; form-action ${formAction}; frame-ancestors 'none'`,
  );
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.type('html').send(html);
}

export interface PaymentPageData {
  merchant: string;
  amountPaise: number;
  txnId: string;
  productInfo: string;
  payer: string;
  contact: string;
  completeAction: string;
}

export function paymentPage(data: PaymentPageData): string {
  const rows: [string, string][] = [
    ['For', data.productInfo],
    ['Payer', data.payer],
    ['Contact', data.contact],
    ['Transaction', data.txnId],
  ];
  const details = rows
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return document(
    'Sandbox payment',
    `<div class="card"><p class="note">Sandbox gateway for demos and tests: no money moves.</p>
<div>Pay to ${escapeHtml(data.merchant)}</div><div class="amount">${escapeHtml(formatPaiseForDisplay(data.amountPaise))}</div>
<dl>${details}</dl>
<form method="post" action="${escapeHtml(data.completeAction)}">
<button class="pay" name="outcome" value="success">Pay</button>
<button class="fail" name="outcome" value="failure">Fail</button>
<button class="cancel" name="outcome" value="cancelled">Cancel</button>
</form></div>`,
  );
}

/** The signed answer, posted by the browser to the merchant at once (a button if scripts are off). */
export function answerPage(action: string, fields: Record<string, string>): { html: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = document(
    'Returning to the merchant',
    `<div class="card"><p>Returning to the merchant…</p>
<form id="answer" method="post" action="${escapeHtml(action)}">${inputs}<button class="pay">Continue</button></form></div>`,
    `<script nonce="${nonce}">document.getElementById('answer').submit()</script>`,
  );
  return { html, nonce };
}
