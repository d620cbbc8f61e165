import { expect as baseExpect, type Page } from '@playwright/test';
import { cuidOf, signIn } from '../support/portal';

/** The machine of a test run may be busy: the detail renders some hundred fields. */
export const expect = baseExpect.configure({ timeout: 30_000 });

/** Helpers of the VVT e2e specs. */

export const toast = (page: Page, text: string | RegExp) => page.locator('.p-toast-message').filter({ hasText: text });
export const listRows = (page: Page) => page.locator('.vvt-list tbody tr');

/** Signs in and opens a VVT page of the customer. */
export async function openVvt(page: Page, email: string, path: string): Promise<string> {
  await signIn(page, email);
  const cuid = cuidOf(page);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}cuid=${cuid}`);
  return cuid;
}

/** Picks an option of a PrimeReact Dropdown or MultiSelect, typing into its filter first. */
export async function pick(page: Page, trigger: ReturnType<Page['locator']>, search: string, option: string | RegExp): Promise<void> {
  await trigger.click();
  const panel = page.locator('.p-dropdown-panel, .p-multiselect-panel').last();
  await expect(panel).toBeVisible();
  const filter = panel.locator('input.p-dropdown-filter, input.p-multiselect-filter');
  if (await filter.count()) await filter.fill(search);
  const multiple = await panel.evaluate((element) => element.classList.contains('p-multiselect-panel'));
  await panel.getByRole('option', { name: option }).first().click();
  // A Dropdown closes itself on the choice (an Escape then would reach whatever the choice opened,
  // e.g. a confirmation); a MultiSelect stays open for further choices.
  if (multiple) await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

interface ListItem {
  ID: number;
  Nummer: string;
}

/**
 * The assignable users come from GET /meta/customer/users?permission=..., built by the customer
 * module. Where that route is not deployed yet (404), it is answered with the users assigned to the
 * seeded records, so the VVT flow can be tested on its own.
 */
export async function provideAssignableUsers(page: Page, cuid: string): Promise<void> {
  await page.route('**/api/meta/customer/users?*', async (route) => {
    const response = await route.fetch();
    if (response.status() !== 404) return route.fulfill({ response });
    const list = (await (await page.request.get(`/api/vvt/verarbeitungen?customer_uid=${cuid}`)).json()) as { verarbeitungen: ListItem[] };
    const users = new Map<string, unknown>();
    for (const item of list.verarbeitungen.slice(0, 60)) {
      const detail = (await (await page.request.get(`/api/vvt/verarbeitung-detail?customer_uid=${cuid}&IdVerarbeitung=${item.ID}`)).json()) as {
        zugewieseneBenutzer?: { user_uid: string }[];
      };
      for (const user of detail.zugewieseneBenutzer ?? []) users.set(user.user_uid, user);
      if (users.size > 0) break;
    }
    return route.fulfill({ status: 200, json: { userList: [...users.values()] } });
  });
}
