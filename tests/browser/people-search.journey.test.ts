/**
 * Browser journeys of people search on its engine (OpenSearch by default): a member who cannot spell a colleague's
 * name finds them anyway, typed in the header search as a member would, misspelt and without the accents; the exact
 * name leads a list that also holds a close spelling of it; the count beside a filter option is what choosing it finds.
 */
import type { Locator } from 'playwright-core';
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

  it('shows beside each filter option the number of doctors choosing it finds', async () => {
    const first = await apiMember(chromium.newContext, 'facets');
    const tag = uniqueWordOf(first.member);
    const colleagues = [
      { member: first, name: `Dr. Aoife O'Sullivan ${tag}`, affiliation: 'Smile Brands', specialty: 'Orthodontist' },
      { member: await apiMember(chromium.newContext, 'facets'), name: `Dr. Łukasz Brzęczyszczykiewicz ${tag}`, affiliation: 'Smile Brands', specialty: 'Periodontist' },
      { member: await apiMember(chromium.newContext, 'facets'), name: `Dr. Amélie Dubois-Lefèvre ${tag}`, affiliation: 'Heartland Dental', specialty: 'Orthodontist' },
    ];
    for (const { member, name, affiliation, specialty } of colleagues) await setProfile(member.api, member.id, { name, affiliation, specialty });

    const searcher = await registerMember('searcher');
    const page = await chromium.newPage();
    await signIn(page, searcher);
    await gotoOk(page, `/search?query=${encodeURIComponent(tag)}`);
    await page.getByRole('heading', { name: 'Found 3 doctors', exact: true }).waitFor();

    const countBeside = (option: Locator) => page.locator('label', { has: option }).getByTestId('facet-count');
    const smileBrands = page.getByRole('checkbox', { name: 'Smile Brands', exact: true });
    expect(await countBeside(smileBrands).textContent()).toBe('2');
    expect(await countBeside(page.getByRole('checkbox', { name: 'Pacific Dental Services', exact: true })).textContent()).toBe('0');
    // Ticking it searches again (the address changes): the box is checked once the new search shows.
    await smileBrands.click();
    await page.waitForURL((url) => url.searchParams.get('affiliations') === 'Smile Brands');
    await page.getByRole('heading', { name: 'Found 2 doctors', exact: true }).waitFor();
    expect(await smileBrands.isChecked()).toBe(true);
    expect(await page.getByTestId('search-result').count()).toBe(2);

    // A specialty's radio searches that specialty across the network (with the affiliation kept): as many as it said.
    const orthodontist = page.getByRole('radio', { name: 'Orthodontist', exact: true });
    const said = Number(await countBeside(orthodontist).textContent());
    expect(said).toBeGreaterThanOrEqual(1);
    await orthodontist.click();
    await page.waitForURL((url) => url.searchParams.get('specialty') === 'Orthodontist');
    await page.getByRole('heading', { name: `Found ${said} ${said === 1 ? 'doctor' : 'doctors'}`, exact: true }).waitFor();
  });
});
