/**
 * Browser journeys of people search on its engine (OpenSearch by default): a member who cannot spell a colleague's
 * name finds them anyway, typed in the header search as a member would, misspelt and without the accents; the exact
 * name leads a list that also holds a close spelling of it.
 */
import { useChromium } from './support/chromium';
import { apiMember, gotoOk, setProfile, signIn, registerMember, uniqueWordOf } from './support/members';

describe('journey: people search', () => {
  const chromium = useChromium();

  it('finds a colleague whose name is misspelt and typed without its accents, the exact name first', async () => {
    const colleague = await apiMember(chromium.newContext, 'spelling');
    const unique = uniqueWordOf(colleague.member);
    const name = `Zoë Núñez Wojciechowska ${unique}`;
    await setProfile(colleague.api, colleague.id, { name, specialty: 'Orthodontist' });
    // A close spelling of the same name: found too, after the exact one.
    const namesake = await apiMember(chromium.newContext, 'namesake');
    const closeName = `Zoe Nunes Wojciechowski ${unique}`;
    await setProfile(namesake.api, namesake.id, { name: closeName });

    const searcher = await registerMember('searcher');
    const page = await chromium.newPage();
    await signIn(page, searcher);
    const header = page.getByPlaceholder('Find doctors by name, specialty, and location');
    await header.fill(`wojcechowska nunez ${unique}`);
    await header.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === `wojcechowska nunez ${unique}`);
    const results = page.getByTestId('search-result');
    await results.filter({ hasText: name }).waitFor();
    // Its close spelling is as close to what was typed.
    await page.getByText('Found 2 doctors', { exact: true }).waitFor();

    // The whole name, exactly: it leads, its close spelling follows.
    await gotoOk(page, `/search?query=${encodeURIComponent(`Zoë Núñez Wojciechowska ${unique}`)}`);
    await results.filter({ hasText: closeName }).waitFor();
    expect(await results.count()).toBe(2);
    expect(await results.first().textContent()).toContain(name);
  });
});
