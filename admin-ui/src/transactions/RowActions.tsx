import { Box } from '@mui/material';
import { cancelPaymentSchema, instrumentStanding, LOGIN_TYPES, paymentShiftSchema } from '@ptax/contracts';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { RowMenu, type RowMenuItem } from '../components/RowMenu';
import { useLiveSession } from '../providers/useLiveSession';
import { actionsOf, type ActionName } from './actions';
import { ActionDialog } from './ActionDialog';
import { useActionCall } from './api';
import { formatPaise } from './format';
import { useReceiptDownload } from './ReceiptButton';
import { tk } from './texts';
import type { ListedRow } from './types';

const rejectSchema = cancelPaymentSchema.pick({ remarks: true });

/** Whether the signed-in user is a nagar_nigam official, who alone reviews, shifts and cancels. */
export function useIsOfficial(): boolean {
  return useLiveSession()?.claims.loginType === LOGIN_TYPES.nagarNigam;
}

type Dialogs = 'approve' | 'reject' | 'shift' | 'cancel' | null;

/** The actions of one row, and their dialogs. */
export function RowActions({ row, actions }: { row: ListedRow; actions: readonly ActionName[] }) {
  const translate = useTranslate();
  const call = useActionCall();
  const [open, setOpen] = useState<Dialogs>(null);
  const [busy, setBusy] = useState(false);
  const offered = actionsOf(actions, row, useIsOfficial());
  const txnId = String(row.txnId ?? '');
  const receipt = useReceiptDownload(
    String(row.receiptNumber ?? ''),
    row.shiftedFrom ? (row.propertyUniqueId ?? undefined) : undefined,
  );
  const instrument = instrumentStanding(row.mode, 'pending') !== null;
  const amounts = {
    txnId,
    amount: formatPaise(row.amountPaise ?? 0),
    propertyUniqueId: row.propertyUniqueId ?? '',
  };
  if (offered.length === 0) return null;

  const run = async (request: Parameters<typeof call>[0]) => {
    setBusy(true);
    try {
      return await call(request);
    } finally {
      setBusy(false);
    }
  };
  const close = () => setOpen(null);
  const label = (action: ActionName) => translate(tk(`action.${action}`));

  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <RowMenu
        name={String(row.receiptNumber ?? row.txnId ?? '')}
        items={offered.flatMap((action): RowMenuItem[] =>
          action === 'receipt'
            ? (['en', 'hi'] as const).map((lang) => ({
                key: `receipt-${lang}`,
                label: translate(tk(lang === 'en' ? 'action.receiptEnglish' : 'action.receiptHindi')),
                disabled: receipt.busy,
                onSelect: () => void receipt.download(lang),
              }))
            : action === 'sync'
              ? [
                  {
                    key: action,
                    label: label(action),
                    disabled: busy,
                    onSelect: () =>
                      void run({
                        method: 'POST',
                        path: '/payments/syncPayment',
                        body: { txnId },
                        done: tk('done.synced'),
                      }),
                  },
                ]
              : [
                  {
                    key: action,
                    label: label(action),
                    color: action === 'approve' ? 'success' : action === 'shift' ? 'primary' : 'error',
                    disabled: busy,
                    onSelect: () => setOpen(action),
                  },
                ],
        )}
      />

      <Confirm
        isOpen={open === 'approve'}
        loading={busy}
        title={tk('dialog.approveTitle')}
        content={tk(instrument ? 'dialog.clearContent' : 'dialog.approveContent')}
        translateOptions={amounts}
        confirm={tk('action.approve')}
        confirmColor="primary"
        onConfirm={async () => {
          if (
            await run({
              method: 'PATCH',
              path: `/transactions/approve/${encodeURIComponent(txnId)}`,
              done: tk(instrument ? 'done.cleared' : 'done.approvedOn'),
              doneOptions: amounts,
            })
          )
            close();
        }}
        onClose={close}
      />

      {open === 'reject' ? (
        <ActionDialog
          title="dialog.rejectTitle"
          fields={[{ name: 'remarks', label: 'field.remarks', required: true }]}
          schema={rejectSchema}
          initialValues={{ remarks: '' }}
          intro={instrument ? tk('dialog.bounceContent') : undefined}
          introOptions={amounts}
          request={(data) => ({
            method: 'POST',
            path: `/transactions/reject/${encodeURIComponent(txnId)}`,
            body: data,
            done: tk(instrument ? 'done.bounced' : 'done.rejectedOn'),
            doneOptions: amounts,
          })}
          onClose={close}
        />
      ) : null}

      {open === 'shift' ? (
        <ActionDialog
          title="dialog.shiftTitle"
          fields={[
            {
              name: 'paidPUID',
              label: 'field.paidPUID',
              required: true,
              readOnly: Boolean(row.propertyUniqueId),
            },
            { name: 'shiftPUID', label: 'field.shiftPUID', required: true },
            { name: 'requestedBy', label: 'field.requestedBy', required: true },
            { name: 'reason', label: 'field.reason', required: true },
          ]}
          schema={paymentShiftSchema}
          initialValues={{ paidPUID: row.propertyUniqueId ?? '', shiftPUID: '', requestedBy: '', reason: '' }}
          confirm={(data) => ({
            title: tk('dialog.shiftConfirmTitle'),
            content: tk('dialog.shiftConfirm'),
            options: { amount: amounts.amount, from: data.paidPUID, to: data.shiftPUID },
            confirm: tk('action.shift'),
          })}
          request={(data) => ({
            method: 'PATCH',
            path: '/transactions/shiftPayment',
            body: { txnId, ...data },
            done: tk('done.shiftedBetween'),
            doneOptions: { amount: amounts.amount, from: data.paidPUID, to: data.shiftPUID },
          })}
          onClose={close}
        />
      ) : null}

      {open === 'cancel' ? (
        <ActionDialog
          title="dialog.cancelTitle"
          fields={[
            { name: 'txnID', label: 'field.txnId', required: true, readOnly: true },
            { name: 'remarks', label: 'field.remarks', required: true },
          ]}
          schema={cancelPaymentSchema}
          initialValues={{ txnID: txnId, remarks: '' }}
          request={(data) => ({
            method: 'PATCH',
            path: '/transactions/cancelPayment',
            body: data,
            done: tk('done.cancelledOn'),
            doneOptions: amounts,
          })}
          onClose={close}
        />
      ) : null}
    </Box>
  );
}
