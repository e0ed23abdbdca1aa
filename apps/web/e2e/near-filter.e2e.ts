import { describe, expect, it } from 'vitest';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';

const people = peopleOfEachTest();

/** Ben's project, with its sightings around Norfolk, Virginia. */
const SLUG = 'neighborhood-flood-reports';
const MAP = `/norfolk-resilience/${SLUG}/map`;
const PLACE = 'Norfolk, VA, United States';
const FIVE_MILES_M = 8047;

describe('the location filter on the map', () => {
  it('finds a street of the project’s sightings as well as cities', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();
    const street = 'Colley Ave, Norfolk, VA 23517, United States';
    await user.searchPlace('Colley Ave');
    await user.choosePlace(street);
    expect(await user.chosenPlaceName()).toBe(street);
  });

  it('shows the chosen place as a circle with a pin that moves the location', async () => {
    const user = await people.signedInProfile(DEMO.ben);
    const project = await user.projectBySlug(SLUG);
    await user.openProjectMap(MAP);
    await user.skipMapGuideIfShown();
    await user.chooseTimeRange('Any time');
    await user.chooseRadius('5 miles');

    // A place found in the location box is drawn before it is applied.
    await user.searchPlace('Norfolk');
    await user.choosePlace(PLACE);
    const chosen = await user.nearCircle();
    expect(chosen?.radius).toBe(FIVE_MILES_M);
    expect(await user.chosenPlaceName()).toBe(PLACE);
    expect(user.addressQuery().has('near')).toBe(false);

    // Dragging the pin (then a step with the keyboard) moves the circle and the draft.
    await user.dragNearPin(90, -60);
    await user.nudgeNearPin('Shift+ArrowRight');
    const moved = await user.nearCircle();
    if (!chosen || !moved) throw new Error('The map shows no location circle');
    expect(moved.radius).toBe(FIVE_MILES_M);
    expect(moved.lng).toBeGreaterThan(chosen.lng);
    expect(moved.lat).toBeGreaterThan(chosen.lat);
    // The location box names the new centre from the reverse lookup (not its coordinates).
    await expect.poll(() => user.chosenPlaceName()).toMatch(/, VA, United States$/);
    expect(user.addressQuery().has('near')).toBe(false);

    // Apply puts the moved location in the address, and the list counts what the API finds there.
    const drawn = user.nextMapPoints();
    await user.applyFilters();
    const { query, points } = await drawn;
    expect(user.addressQuery().get('near')).toBe(`${moved.lng}x${moved.lat}x${moved.radius}`);
    const nearPoint = `${moved.lng},${moved.lat},${moved.radius}`;
    expect(query.getAll('near_point')).toEqual([nearPoint]);
    const expected = await user.postsTotalFor(
      project.id,
      new URLSearchParams([['near_point', nearPoint]]),
    );
    expect(expected).toBeGreaterThan(0);
    expect(points.total).toBe(expected);
    await expect.poll(() => user.sightingsTotal(), { timeout: 20_000 }).toBe(expected);

    // The applied location keeps its circle and pin.
    expect(await user.nearCircle()).toEqual(moved);
    expect(await user.nearPin().isVisible()).toBe(true);
  });
});
