/** The window event that opens 'Your Data & Privacy' (spec 2 "Results page"). */
export const SHOW_USER_DATA_MANAGER_EVENT = 'showUserDataManager';

export function openUserDataManager(): void {
  window.dispatchEvent(new Event(SHOW_USER_DATA_MANAGER_EVENT));
}
