import { signedInCook } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/** A page as a WordPress recipe blog serves it: a Yoast @graph with the Recipe in it. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Lemony Chickpea Stew &#8211; Ana&#8217;s Kitchen</title>
<link rel="canonical" href="https://anas-kitchen.example/lemony-chickpea-stew/">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
{"@type":"WebSite","@id":"https://anas-kitchen.example/#website","name":"Ana&#8217;s Kitchen"},
{"@type":"Recipe","name":"Lemony Chickpea Stew","author":{"@type":"Person","name":"Ana Ruiz"},
"recipeYield":["4","4 servings"],"totalTime":"PT35M",
"recipeIngredient":["2 tbsp olive oil","1 onion, finely chopped","3 garlic cloves, crushed","2 x 400g tins chickpeas, drained","500 ml vegetable stock","200 g spinach","1 lemon, juiced","a pinch of za&#8217;atar"],
"recipeInstructions":[{"@type":"HowToStep","text":"Soften the onion in the oil for 8 minutes."},
{"@type":"HowToStep","text":"Add the garlic, chickpeas and stock and simmer for 15 minutes."},
{"@type":"HowToStep","text":"Stir in the spinach and lemon juice, and season."}]}]}</script>
</head><body><h1>Lemony Chickpea Stew</h1></body></html>`;

test("a recipe imported from a pasted page is the cook's own: it opens, can be corrected, and cooks", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signedInCook(page, request, String(baseURL), testInfo);
  await page.goto('/collections');
  await page.getByRole('button', { name: 'Import a recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });

  // Not a recipe: the importer says so, and nothing is saved.
  await dialog.getByLabel('Link or page').fill('<html><body><p>My holiday in Spain.</p></body></html>');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText("We couldn't find a recipe on that page")).toBeVisible();

  await dialog.getByLabel('Link or page').fill(PAGE);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/recipe\?id=lemony-chickpea-stew-[0-9a-f]{8}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lemony Chickpea Stew' })).toBeVisible();
  await expect(page.getByText('By Ana Ruiz')).toBeVisible();
  await expect(page.getByRole('link', { name: /From anas-kitchen\.example/ })).toHaveAttribute(
    'href',
    'https://anas-kitchen.example/lemony-chickpea-stew/',
  );
  const lines = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
  await expect(lines).toHaveCount(8);
  await expect(lines.filter({ hasText: '2 x 400g tins chickpeas, drained' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Method' }).getByRole('listitem')).toHaveCount(3);

  // The cook corrects it.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit recipe' });
  await edit.getByLabel('Title').fill('Ana’s chickpea stew');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana’s chickpea stew' })).toBeVisible();

  // A photo from the device, checked by the server, shows on the recipe.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'stew.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Ana’s chickpea stew, as you made it' })).toBeVisible();
  await expect(page.getByLabel('Change photo')).toBeAttached();

  // It cooks like any recipe: "I cooked this" answers.
  await page.getByRole('button', { name: 'I cooked this' }).click();
  await expect(page.getByRole('heading', { name: 'Cooked. Enjoy your meal!' })).toBeVisible();

  // It is in "Saved", under its new title.
  await page.goto('/collections');
  await expect(page.getByText('Ana’s chickpea stew').first()).toBeVisible();
});
