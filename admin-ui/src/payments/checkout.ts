/** What POST payments/initiate_payment answers: the gateway's page and the fields to post to it. */
export interface Checkout {
  action: string;
  method?: string;
  fields: Record<string, string | number>;
}

/**
 * Posts the gateway's form from the browser, as the gateway requires (its hash covers the fields):
 * a hidden form with one input per field, submitted at once; the page then leaves for the gateway.
 */
export function submitCheckout(checkout: Checkout, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.action = checkout.action;
  form.method = (checkout.method ?? 'POST').toLowerCase();
  form.style.display = 'none';
  for (const [name, value] of Object.entries(checkout.fields ?? {})) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
