import type { RouteKey } from '@ptax/contracts';
import type { ComponentType } from 'react';
import type { TransactionPageKey } from '../transactions';
import { lazyPage } from './lazyPage';

// transactions/: the transaction screens are one list configured per screen, in one chunk.
const transactionsPage = (key: TransactionPageKey) =>
  lazyPage(() => import('../transactions').then((module) => ({ default: module.TRANSACTION_PAGES[key] })));

/**
 * The screen of each route, each in its own chunk. A route with no entry yet shows the placeholder;
 * an issue that builds a screen adds it here, e.g. `mastersRoles: lazyPage(() => import('../roles/RoleList'))`.
 */
export const PAGES: Partial<Record<RouteKey, ComponentType>> = {
  mastersZone: lazyPage(() => import('../zones/ZoneList')),
  mastersWard: lazyPage(() => import('../wards/WardList')),
  mastersMohalla: lazyPage(() => import('../mohallas/MohallaList')),
  properties: lazyPage(() => import('../properties/PropertyList')),
  propertiesAdd: lazyPage(() => import('../properties/PropertyCreate')),
  propertiesEdit: lazyPage(() => import('../properties/PropertyEdit')),
  propertiesEdited: lazyPage(() => import('../properties/EditedPropertyList')),
  propertySplit: lazyPage(() => import('../splits/SplitPage')),
  propertiesOld: lazyPage(() => import('../oldProperties/OldPropertyList')),
  propertiesNotices: lazyPage(() => import('../notices/NoticesPage')),
  operatorsSearchProperty: lazyPage(() => import('../operatorsSearch/OperatorsSearchProperty')),
  mastersOfficials: lazyPage(() => import('../officials/OfficialList')),
  mastersOperators: lazyPage(() => import('../operators/OperatorList')),
  mastersRoles: lazyPage(() => import('../roles/RoleList')),
  mastersDiscounts: lazyPage(() => import('../discounts/DiscountList')),
  operatorsArv: lazyPage(() => import('../arv/ArvCalculator')),
  offlinePayment: lazyPage(() => import('../payments/OfflinePayment')),
  payOfflineTax: lazyPage(() => import('../payments/OfflinePayment')),
  neftPayment: lazyPage(() => import('../payments/NeftPayment')),
  payNeftTax: lazyPage(() => import('../payments/NeftPayment')),
  onlinePayment: lazyPage(() => import('../payments/OnlinePayment')),
  debitCreditNote: lazyPage(() => import('../notes/NoteList')),
  arrearsCorrection: lazyPage(() => import('../ledger/ArrearsCorrection')),
  demandDashboard: lazyPage(() => import('../demand/DemandDashboard')),
  reportsDefaulters: lazyPage(() => import('../defaulters/DefaultersPage')),
  reportsArv: lazyPage(() => import('../arvReport/ArvReport')),
  transactionsOffline: transactionsPage('transactionsOffline'),
  transactionsPos: transactionsPage('transactionsPos'),
  transactionsNeft: transactionsPage('transactionsNeft'),
  transactionsArchived: transactionsPage('transactionsArchived'),
  transactionsNigamOnline: transactionsPage('transactionsNigamOnline'),
  transactionsAdminOnline: transactionsPage('transactionsAdminOnline'),
  transactionsOld: transactionsPage('transactionsOld'),
  transactionsWhatsapp: transactionsPage('transactionsWhatsapp'),
  payoutHistory: transactionsPage('payoutHistory'),
  paymentsPosting: transactionsPage('paymentsPosting'),
  dashboardObjections: lazyPage(() => import('../objections/ObjectionDashboard')),
  dashboardOperatorObjections: lazyPage(() => import('../objections/OperatorObjections')),
  uploadObjection: lazyPage(() => import('../objections/UploadObjectionPage')),
  mutations: lazyPage(() => import('../mutations/MutationsPage')),
  dashboardJalkal: lazyPage(() => import('../jalkal/JalkalDashboard')),
  logs: lazyPage(() => import('../logs/LogsPage')),
  adminPushData: lazyPage(() => import('../statePortal/PushDataPage')),
  adminUtility: lazyPage(() => import('../utility/UtilityPage')),
  propertiesGis: lazyPage(() => import('../maps/PropertiesGisPage')),
  reportsGis: lazyPage(() => import('../maps/ReportsGisPage')),
  reportsDemand: lazyPage(() => import('../dcb/DcbReport')),
  reportsCollection: lazyPage(() => import('../collectionReports/CollectionReport')),
  reportsCollectionList: lazyPage(() => import('../collectionReports/CollectionList')),
  reportsDashboard: lazyPage(() => import('../reportDashboard/ReportDashboard')),
  dashboardReports: lazyPage(() => import('../reportDashboard/ReportDashboard')),
  staffLedger: lazyPage(() => import('../nav/StaffLedgerPage')),
  selfAssessmentsNigam: lazyPage(() => import('../nav/SelfAssessmentsPage')),
};

export const PlaceholderPage = lazyPage(() => import('./PlaceholderPage'));
