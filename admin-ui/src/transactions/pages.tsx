import { Box, Button, Tab, Tabs } from '@mui/material';
import type { RouteKey } from '@ptax/contracts';
import { useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { BulkSendDialog, SendLinkDialog } from './PaymentLinkDialogs';
import { PayoutHistory, PostingSummary } from './ReportPages';
import {
  ADMIN_ONLINE,
  ARCHIVED,
  CARD,
  LINK,
  NEFT,
  OFFLINE,
  OLD,
  ONLINE,
  POS,
  WHATSAPP_MESSAGES,
  type TransactionScreen,
} from './screens';
import { tk, type TransactionsTextKey } from './texts';
import { TransactionList } from './TransactionList';

/** Several lists on one screen, one tab each; only the open tab's list is read. */
function TabbedLists({
  tabs,
}: {
  tabs: readonly { label: TransactionsTextKey; screen: TransactionScreen }[];
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(0);
  return (
    <Box>
      <Tabs value={open} onChange={(_, index: number) => setOpen(index)}>
        {tabs.map((tab) => (
          <Tab key={tab.screen.key} label={translate(tk(tab.label))} />
        ))}
      </Tabs>
      <TransactionList key={tabs[open].screen.key} screen={tabs[open].screen} />
    </Box>
  );
}

const listPage = (screen: TransactionScreen) => {
  const Page = () => <TransactionList screen={screen} />;
  Page.displayName = `TransactionList(${screen.key})`;
  return Page;
};

/** Online payments for the admin: the gateway's and the card provider's. */
function AdminOnlineTransactions() {
  return (
    <TabbedLists
      tabs={[
        { label: 'tab.gateway', screen: ADMIN_ONLINE },
        { label: 'tab.card', screen: CARD },
      ]}
    />
  );
}

/** Payment links: the payments made through them, the messages sent, and sending new ones. */
function WhatsappPayments() {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'one' | 'bulk' | null>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 1 }}>
        <Button variant="contained" size="small" onClick={() => setDialog('one')}>
          {translate(tk('action.sendLink'))}
        </Button>
        <Button variant="outlined" size="small" onClick={() => setDialog('bulk')}>
          {translate(tk('action.sendBulk'))}
        </Button>
      </Box>
      <TabbedLists
        tabs={[
          { label: 'tab.payments', screen: LINK },
          { label: 'tab.messages', screen: WHATSAPP_MESSAGES },
        ]}
      />
      {dialog === 'one' ? <SendLinkDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'bulk' ? <BulkSendDialog onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}

/** The screen of each transaction route (routes/pages.ts loads them in one chunk). */
export const TRANSACTION_PAGES = {
  transactionsOffline: listPage(OFFLINE),
  transactionsPos: listPage(POS),
  transactionsNeft: listPage(NEFT),
  transactionsArchived: listPage(ARCHIVED),
  transactionsNigamOnline: listPage(ONLINE),
  transactionsAdminOnline: AdminOnlineTransactions,
  transactionsOld: listPage(OLD),
  transactionsWhatsapp: WhatsappPayments,
  payoutHistory: PayoutHistory,
  paymentsPosting: PostingSummary,
} satisfies Partial<Record<RouteKey, ComponentType>>;

export type TransactionPageKey = keyof typeof TRANSACTION_PAGES;
