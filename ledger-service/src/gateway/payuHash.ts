// The PayU / Easebuzz SHA-512 hash scheme (docs.payu.in "Generate Hash"), used by our adapter and,
// from the other side, by the sandbox gateway. Fields are joined with '|' in a fixed order.
import { sha512Hex } from './signatures';

export interface PayuCredentials {
  key: string;
  salt: string;
}

/** The fields both hashes cover; udf1..udf5 are optional merchant fields. */
export interface PayuHashFields {
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

/** The fields of a posted form that the hashes cover (absent optional ones count as empty). */
export function payuHashFieldsOf(fields: Record<string, string>) {
  const { txnid, amount, productinfo, firstname, email, status, additionalCharges } = fields;
  const { udf1, udf2, udf3, udf4, udf5 } = fields;
  return {
    txnid,
    amount,
    productinfo,
    firstname,
    email,
    status,
    additionalCharges,
    udf1,
    udf2,
    udf3,
    udf4,
    udf5,
  };
}

const udfs = (fields: PayuHashFields) => [fields.udf1, fields.udf2, fields.udf3, fields.udf4, fields.udf5];
// udf6..udf10 are not used: they stay as the five empty slots of the documented sequence.
const UNUSED_UDFS = ['', '', '', '', ''];

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) */
export function payuRequestHash(credentials: PayuCredentials, fields: PayuHashFields): string {
  const { txnid, amount, productinfo, firstname, email } = fields;
  const parts = [credentials.key, txnid, amount, productinfo, firstname, email, ...udfs(fields)];
  return sha512Hex([...parts.map((part) => part ?? ''), ...UNUSED_UDFS, credentials.salt].join('|'));
}

/**
 * sha512([additionalCharges|]SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key):
 * the request sequence reversed, with the status in front; additionalCharges only when the gateway sent it.
 */
export function payuResponseHash(
  credentials: PayuCredentials,
  fields: PayuHashFields & { status: string; additionalCharges?: string },
): string {
  const { txnid, amount, productinfo, firstname, email, status, additionalCharges } = fields;
  const reversed = [...udfs(fields)].reverse().map((part) => part ?? '');
  const parts = [credentials.salt, status, ...UNUSED_UDFS, ...reversed, email, firstname, productinfo];
  parts.push(amount, txnid, credentials.key);
  if (additionalCharges) parts.unshift(additionalCharges);
  return sha512Hex(parts.join('|'));
}

/** sha512(key|command|var1|SALT): the hash of the merchant "postservice" API calls. */
export function payuCommandHash(credentials: PayuCredentials, command: string, var1: string): string {
  return sha512Hex([credentials.key, command, var1, credentials.salt].join('|'));
}
