import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSavedSlip } from '@/features/picks/savedSlip';
import { SLIP_STORAGE_KEY, saveSlipEntries, savedSlipEntries } from '@/features/picks/slipStorage';

vi.mock('@/features/picks/savedSlip', () => ({ parseSavedSlip: vi.fn(() => []) }));

// docs/product.md §5: the slip outlives a reload; an empty one leaves nothing behind.
describe('the slip kept in this browser', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(parseSavedSlip).mockClear();
  });

  it('removes the saved slip when the slip is emptied', () => {
    localStorage.setItem(SLIP_STORAGE_KEY, '[{"id":"x"}]');
    saveSlipEntries([]);
    expect(localStorage.getItem(SLIP_STORAGE_KEY)).toBeNull();
  });

  it('reads no slip, and loads no check, when none or an empty one is saved', async () => {
    expect(await savedSlipEntries()).toEqual([]);
    // What earlier versions wrote for an empty slip.
    localStorage.setItem(SLIP_STORAGE_KEY, '[]');
    expect(await savedSlipEntries()).toEqual([]);
    expect(parseSavedSlip).not.toHaveBeenCalled();
  });

  it('checks a saved slip with entries', async () => {
    localStorage.setItem(SLIP_STORAGE_KEY, '[{"id":"x"}]');
    await savedSlipEntries();
    expect(parseSavedSlip).toHaveBeenCalledWith('[{"id":"x"}]');
  });
});
