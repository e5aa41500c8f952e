import { exportQuery, summaryQuery, tabOf } from './tabs';

const filters = { uploaderType: 'citizen', startDate: '2026-04-01', endDate: '', zoneId: 'z1' };

describe('what the objection tabs send beside their list', () => {
  it('exports the pending list with its status and the filters in force', () => {
    expect(exportQuery(tabOf('pending'), filters)).toEqual({
      objectionStatus: 'pending',
      uploaderType: 'citizen',
      startDate: '2026-04-01',
      zoneId: 'z1',
    });
  });

  it('exports the resolved list only without a resolved range, the export selecting by the day raised', () => {
    expect(exportQuery(tabOf('resolved'), filters)).toBeNull();
    expect(exportQuery(tabOf('resolved'), { uploaderType: 'citizen' })).toEqual({
      objectionStatus: 'resolved',
      uploaderType: 'citizen',
    });
  });

  it('asks the summary for every status, and for raised dates only', () => {
    expect(summaryQuery(tabOf('all'), { ...filters, objectionStatus: 'rejected' })).toEqual({
      uploaderType: 'citizen',
      startDate: '2026-04-01',
      zoneId: 'z1',
    });
    expect(summaryQuery(tabOf('resolved'), filters)).toEqual({ uploaderType: 'citizen', zoneId: 'z1' });
  });

  it('opens the pending tab for an unknown tab name', () => {
    expect(tabOf('archived').key).toBe('pending');
    expect(tabOf(null).key).toBe('pending');
  });
});
