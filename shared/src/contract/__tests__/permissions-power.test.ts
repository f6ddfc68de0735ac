import {
  canFilterByAssignee,
  canRateAiReply,
  canSeeStatistics,
  canUseAdminPanel,
  canUseAssistant,
  isStaff,
  isSuperAdmin,
} from '../permissions/index';

const at = (power: number) => ({ power });

describe('power thresholds (SPEC §6)', () => {
  it('makes power 0 and 1 ordinary users and 2 the first staff power', () => {
    expect(isStaff(at(0))).toBe(false);
    expect(isStaff(at(1))).toBe(false);
    expect(isStaff(at(2))).toBe(true);
  });

  it('lets only power above 2 rate AI replies', () => {
    expect(canRateAiReply(at(2))).toBe(false);
    expect(canRateAiReply(at(3))).toBe(true);
  });

  it('treats 100 and above as super-admin with the admin panel, assignee filter and assistant', () => {
    for (const check of [isSuperAdmin, canUseAdminPanel, canFilterByAssignee, canUseAssistant]) {
      expect(check(at(99))).toBe(false);
      expect(check(at(100))).toBe(true);
      expect(check(at(250))).toBe(true);
    }
  });

  it('shows statistics from the supervisor power on', () => {
    expect(canSeeStatistics(at(49))).toBe(false);
    expect(canSeeStatistics(at(50))).toBe(true);
  });
});
