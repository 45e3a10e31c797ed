import { NavigationType, UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type History, type ShouldBlock, withNavigationBlocking } from './navigationBlocker';

/** The guard's question (UnsavedChangesGuard.tsx): hold what changes the screen while the form holds. */
const leavingTheScreen =
  (holds: () => boolean): ShouldBlock =>
  ({ currentLocation, nextLocation }) =>
    holds() && currentLocation.pathname !== nextLocation.pathname;

/**
 * A memory history at the form, reached from the list; `deferPops` makes its go() take effect only on
 * `flushPops()`, as a browser's popstate comes after the call.
 */
function setUp({ deferPops = false } = {}) {
  const memory = UNSAFE_createMemoryHistory({
    initialEntries: ['/panel/categories', '/panel/categories/new'],
    initialIndex: 1,
    v5Compat: true,
  });
  const pending: number[] = [];
  const inner: History = deferPops ? { ...memory, go: (delta) => void pending.push(delta) } : memory;
  const history = withNavigationBlocking(inner);
  const heard = vi.fn();
  history.listen(heard);
  let dirty = true;
  const unblock = history.block(leavingTheScreen(() => dirty));
  const changes = vi.fn();
  history.subscribeBlocker(changes);
  return {
    memory,
    history,
    heard,
    changes,
    unblock,
    clean: () => {
      dirty = false;
    },
    flushPops: () => {
      while (pending.length > 0) memory.go(pending.shift() as number);
    },
    heardPaths: () => heard.mock.calls.map(([update]) => `${update.action} ${update.location.pathname}`),
  };
}

describe('the navigation blocker (WEB-67)', () => {
  it('holds a push that leaves the screen: nothing moves until it proceeds', () => {
    const { memory, history, heard, changes, heardPaths } = setUp();
    history.push({ pathname: '/panel' });
    expect(memory.location.pathname).toBe('/panel/categories/new');
    expect(heard).not.toHaveBeenCalled();
    expect(history.blocker()).toMatchObject({ state: 'blocked', location: { pathname: '/panel' } });
    expect(changes).toHaveBeenCalledTimes(1);

    history.blocker().proceed?.();
    expect(history.blocker().state).toBe('unblocked');
    expect(memory.location.pathname).toBe('/panel');
    expect(memory.index).toBe(2);
    expect(heardPaths()).toEqual(['PUSH /panel']);
  });

  it('holds a replace too, and stays where it was on reset (then asks again)', () => {
    const { memory, history, heard } = setUp();
    history.replace('/panel/categories');
    expect(history.blocker().state).toBe('blocked');
    history.blocker().reset?.();
    expect(history.blocker().state).toBe('unblocked');
    expect(memory.location.pathname).toBe('/panel/categories/new');
    expect(heard).not.toHaveBeenCalled();

    history.replace('/panel/categories');
    expect(history.blocker().state).toBe('blocked');
    history.blocker().proceed?.();
    expect(memory.location.pathname).toBe('/panel/categories');
    expect(memory.index).toBe(1);
    expect(heard.mock.calls[0]?.[0].action).toBe(NavigationType.Replace);
  });

  it('lets through what its question does not hold: the same screen with other search params, a clean form', () => {
    const { memory, history, clean, heardPaths } = setUp();
    history.push('/panel/categories/new?tab=2');
    expect(history.blocker().state).toBe('unblocked');
    expect(memory.location.search).toBe('?tab=2');
    clean();
    history.push('/panel');
    expect(history.blocker().state).toBe('unblocked');
    expect(heardPaths()).toEqual(['PUSH /panel/categories/new', 'PUSH /panel']);
  });

  it("moves a held Back back at once and tells the router nothing; 'reset' keeps the form", () => {
    const { memory, history, heard } = setUp();
    memory.go(-1);
    expect(memory.location.pathname).toBe('/panel/categories/new');
    expect(memory.index).toBe(1);
    expect(heard).not.toHaveBeenCalled();
    expect(history.blocker()).toMatchObject({
      state: 'blocked',
      location: { pathname: '/panel/categories' },
    });
    history.blocker().reset?.();
    expect(history.blocker().state).toBe('unblocked');
    expect(memory.location.pathname).toBe('/panel/categories/new');
    expect(heard).not.toHaveBeenCalled();
  });

  it('re-applies a held Back when it proceeds, once, without asking again', () => {
    const { memory, history, heardPaths } = setUp();
    memory.go(-1);
    history.blocker().proceed?.();
    expect(history.blocker().state).toBe('unblocked');
    expect(memory.location.pathname).toBe('/panel/categories');
    expect(memory.index).toBe(0);
    expect(heardPaths()).toEqual(['POP /panel/categories']);
    // Only that pop passes unasked: a later Forward (were the blocker still set) is a new question.
    memory.go(1);
    expect(history.blocker().state).toBe('blocked');
    expect(heardPaths()).toEqual(['POP /panel/categories']);
  });

  it('swallows the pop of moving back when it comes later (a browser), and re-applies after it', () => {
    const { memory, history, heardPaths, flushPops } = setUp({ deferPops: true });
    memory.go(-1); // the user's Back: the address is at the list already
    expect(history.blocker().state).toBe('blocked');
    // 'Opuść' before the browser has moved back: the Back is re-applied once it has.
    history.blocker().proceed?.();
    expect(heardPaths()).toEqual([]);
    flushPops(); // the move back (swallowed), then the re-applied Back (heard)
    flushPops();
    expect(memory.location.pathname).toBe('/panel/categories');
    expect(heardPaths()).toEqual(['POP /panel/categories']);
  });

  it('lets a held navigation through once the question says no more (a save that succeeded)', () => {
    const { memory, history, clean, heardPaths } = setUp();
    memory.go(-1);
    clean();
    history.blocker().proceed?.();
    expect(heardPaths()).toEqual(['POP /panel/categories']);
  });

  it('asks nothing once the blocker is removed, and a removal while blocked unblocks', () => {
    const { history, unblock, heardPaths } = setUp();
    history.push('/panel');
    expect(history.blocker().state).toBe('blocked');
    unblock();
    expect(history.blocker().state).toBe('unblocked');
    history.push('/panel');
    expect(heardPaths()).toEqual(['PUSH /panel']);
  });

  it('lets go of the history when disposed (the session ended): the router hears nothing more', () => {
    const { memory, history, heard } = setUp();
    history.push('/panel');
    history.dispose();
    expect(history.blocker().state).toBe('unblocked');
    memory.go(-1);
    history.push('/panel/users');
    expect(heard).not.toHaveBeenCalled();
    expect(memory.location.pathname).toBe('/panel/users');
    expect(history.listen(heard)).toBeTypeOf('function');
    memory.go(-1);
    expect(heard).not.toHaveBeenCalled();
  });
});
