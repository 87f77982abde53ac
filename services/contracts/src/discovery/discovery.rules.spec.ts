import {
  availableActions,
  nextApprovalStatus,
  progressPercent,
  successRate,
  type ApprovalStatus,
  type SourceAction,
} from './discovery.rules';

describe('content source approval', () => {
  it.each<[ApprovalStatus, SourceAction, ApprovalStatus | undefined]>([
    ['pending', 'approve', 'approved'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'emergency_stop', undefined],
    ['approved', 'emergency_stop', 'emergency_stop'],
    ['approved', 'approve', undefined],
    ['approved', 'reject', undefined],
    ['rejected', 'approve', undefined],
    ['rejected', 'emergency_stop', undefined],
    ['emergency_stop', 'approve', undefined],
    ['emergency_stop', 'emergency_stop', undefined],
  ])('%s + %s → %s', (from, action, to) => {
    expect(nextApprovalStatus(from, action)).toBe(to);
  });

  it.each<[ApprovalStatus, SourceAction[]]>([
    ['pending', ['approve', 'reject']],
    ['approved', ['emergency_stop']],
    ['rejected', []],
    ['emergency_stop', []],
  ])('offers on %s: %j', (status, actions) => {
    expect(availableActions(status)).toEqual(actions);
  });
});

describe('successRate', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [10, 10, 100],
  ])('%i of %i → %i%%', (succeeded, processed, rate) => {
    expect(successRate(succeeded, processed)).toBe(rate);
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 0, 0],
    [1, 4, 25],
    [4, 4, 99],
    [9, 4, 99],
  ])('%i of %i → %i', (processed, total, percent) => {
    expect(progressPercent(processed, total)).toBe(percent);
  });
});
