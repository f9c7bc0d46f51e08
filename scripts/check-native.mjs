// `npm run test:native` runs this after `npm run native:sync`: checks that the Capacitor projects in
// apps/web/android and apps/web/ios carry Larder's settings and are in step with the installed plugins
// and the fresh web build. Prints one line when all is well; otherwise every problem, and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = fileURLToPath(new URL('../', import.meta.url));
const web = join(root, 'apps/web');
const androidMain = 'android/app/src/main';
const iosApp = 'ios/App/App';

const problems = [];
let checks = 0;
function expect(ok, problem) {
  checks++;
  if (!ok) problems.push(problem);
}

/** A file under apps/web as text; a missing file is reported and read as ''. */
function read(path) {
  const file = join(web, path);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  expect(false, `${path} is missing`);
  return '';
}
/** A JSON file under apps/web; undefined (and reported) when missing or not valid JSON. */
function readJson(path) {
  const text = read(path);
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    expect(false, `${path} is not valid JSON: ${error.message}`);
    return undefined;
  }
}

// --- capacitor.config.json and its synced copies -------------------------------------------------
const config = readJson('capacitor.config.json') ?? {};
expect(config.appId === 'app.larder.mobile', 'capacitor.config.json: appId must be app.larder.mobile');
expect(config.appName === 'Larder', 'capacitor.config.json: appName must be Larder');
expect(config.webDir === 'dist', 'capacitor.config.json: webDir must be dist');
expect(
  config.server?.url === undefined,
  'capacitor.config.json: server.url must not be committed (live reload only)',
);
expect(!config.server?.cleartext, 'capacitor.config.json: server.cleartext must not be committed');
expect(
  !config.android?.allowMixedContent,
  'capacitor.config.json: android.allowMixedContent must not be committed',
);
const splash = config.plugins?.SplashScreen ?? {};
expect(
  splash.launchFadeOutDuration === 300,
  'capacitor.config.json: SplashScreen.launchFadeOutDuration must be 300',
);
expect(splash.launchAutoHide === true, 'capacitor.config.json: SplashScreen.launchAutoHide must be true');

const androidConfig = readJson(`${androidMain}/assets/capacitor.config.json`);
expect(
  isDeepStrictEqual(androidConfig, config),
  'android: the synced capacitor.config.json differs from the source',
);
const { packageClassList = [], ...iosConfig } = readJson(`${iosApp}/capacitor.config.json`) ?? {};
expect(isDeepStrictEqual(iosConfig, config), 'ios: the synced capacitor.config.json differs from the source');

// --- plugins ------------------------------------------------------------------------------------
/** The Capacitor plugins apps/web depends on, each with its folder and the platforms it supports. */
function installedPlugins() {
  const manifest = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const platforms = ['@capacitor/core', '@capacitor/cli', '@capacitor/android', '@capacitor/ios'];
  return names.flatMap((name) => {
    const folder = [join(web, 'node_modules', name), join(root, 'node_modules', name)].find(existsSync);
    const capacitor = folder && JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).capacitor;
    if (!capacitor || platforms.includes(name)) return [];
    return [{ name, folder, android: capacitor.android?.src, ios: capacitor.ios?.src }];
  });
}

/** Every file under `folder` (recursively) whose name ends with `ending`. */
function filesUnder(folder, ending) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true })
    .map((name) => join(folder, name))
    .filter((file) => file.endsWith(ending) && statSync(file).isFile());
}

const plugins = installedPlugins();
const androidPlugins = plugins.filter((plugin) => plugin.android);
const iosPlugins = plugins.filter((plugin) => plugin.ios);
expect(plugins.length > 0, 'no Capacitor plugins found in apps/web/package.json');

const registered = readJson(`${androidMain}/assets/capacitor.plugins.json`) ?? [];
const gradleDirs = [...read('android/capacitor.settings.gradle').matchAll(/new File\('([^']+)'\)/g)].map(
  (m) => join(web, 'android', m[1]),
);
for (const plugin of androidPlugins) {
  const entry = registered.find((candidate) => candidate.pkg === plugin.name);
  expect(entry, `android: capacitor.plugins.json does not register ${plugin.name}`);
  const source = join(plugin.folder, plugin.android, 'src/main/java', ...(entry?.classpath ?? '').split('.'));
  expect(
    !entry || existsSync(`${source}.java`) || existsSync(`${source}.kt`),
    `android: ${plugin.name}'s class ${entry?.classpath} is not in the plugin`,
  );
  expect(
    gradleDirs.includes(join(plugin.folder, plugin.android)),
    `android: capacitor.settings.gradle does not include ${plugin.name} from ${relative(root, plugin.folder)}`,
  );
}

const packageSwift = read('ios/App/CapApp-SPM/Package.swift');
const swiftDirs = [...packageSwift.matchAll(/path: "([^"]+)"/g)].map((m) =>
  join(web, 'ios/App/CapApp-SPM', m[1]),
);
for (const plugin of iosPlugins) {
  expect(
    swiftDirs.includes(plugin.folder),
    `ios: CapApp-SPM/Package.swift does not include ${plugin.name} from ${relative(root, plugin.folder)}`,
  );
  const classes = filesUnder(join(plugin.folder, plugin.ios), '.swift')
    .map((file) => readFileSync(file, 'utf8'))
    .filter((swift) => swift.includes('CAPBridgedPlugin'))
    .flatMap((swift) => [...swift.matchAll(/@objc\((\w+)\)/g)].map((m) => m[1]));
  expect(classes.length > 0, `ios: no plugin class found in ${plugin.name}'s Swift sources`);
  for (const name of classes) {
    expect(packageClassList.includes(name), `ios: packageClassList lacks ${name} (${plugin.name})`);
  }
}
const iosVersion = JSON.parse(
  readFileSync(join(root, 'node_modules/@capacitor/ios/package.json'), 'utf8'),
).version;
expect(
  packageSwift.includes(`capacitor-swift-pm.git", exact: "${iosVersion}"`),
  `ios: Package.swift must pin capacitor-swift-pm to the installed @capacitor/ios ${iosVersion}`,
);

// --- the web build, copied; the copies kept out of git --------------------------------------------
const builtIndex = read('dist/index.html');
for (const copy of [`${androidMain}/assets/public/index.html`, `${iosApp}/public/index.html`]) {
  expect(read(copy) === builtIndex && builtIndex !== '', `${copy} is not the fresh build's dist/index.html`);
}
const generated = [
  `${androidMain}/assets/public`,
  `${androidMain}/assets/capacitor.config.json`,
  `${androidMain}/assets/capacitor.plugins.json`,
  `${iosApp}/public`,
  `${iosApp}/capacitor.config.json`,
];
// check-ignore prints the paths git ignores (and exits 1 when it ignores none of them).
const gitCheck = spawnSync('git', ['check-ignore', ...generated], { cwd: web, encoding: 'utf8' });
const ignored = gitCheck.stdout.split('\n');
for (const path of generated) {
  expect(ignored.includes(path), `git does not ignore ${path}: it must not be committed`);
}

// --- Android: app links, the host placeholder, the splash colour ----------------------------------
const manifest = read(`${androidMain}/AndroidManifest.xml`);
const activity = manifest.match(/<activity[^>]*android:name="\.MainActivity"[\s\S]*?<\/activity>/)?.[0] ?? '';
const appLinks =
  activity.match(/<intent-filter android:autoVerify="true">[\s\S]*?<\/intent-filter>/)?.[0] ?? '';
expect(appLinks !== '', 'android: MainActivity has no intent filter with android:autoVerify="true"');
// The paths come from the list the server's well-known files and the web app's link handler share.
const nativeApp = join(root, 'packages/domain/src/native-app.ts');
const appLinkPaths = [
  ...(existsSync(nativeApp) ? readFileSync(nativeApp, 'utf8') : '').matchAll(
    /\{ path: '([^']+)', prefix: (true|false) \}/g,
  ),
].map(([, path, prefix]) => `<data android:${prefix === 'true' ? 'pathPrefix' : 'path'}="${path}" />`);
expect(appLinkPaths.length > 0, 'packages/domain/src/native-app.ts: no APP_LINK_PATHS found');
for (const line of [
  '<action android:name="android.intent.action.VIEW" />',
  '<category android:name="android.intent.category.DEFAULT" />',
  '<category android:name="android.intent.category.BROWSABLE" />',
  '<data android:scheme="https" />',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Gradle's manifest placeholder, written as is
  '<data android:host="${larderHost}" />',
  ...appLinkPaths,
]) {
  expect(appLinks.includes(line), `android: the app-link intent filter lacks ${line}`);
}
const dataLines = appLinks.match(/<data android:path(Prefix)?="[^"]*" \/>/g) ?? [];
expect(
  dataLines.length === appLinkPaths.length,
  `android: the app-link intent filter has ${dataLines.length} paths; APP_LINK_PATHS has ${appLinkPaths.length}`,
);
expect(!/<data android:scheme="http"/.test(appLinks), 'android: app links must be https only');
expect(
  !manifest.includes('usesCleartextTraffic="true"'),
  'android: the main manifest must not allow cleartext',
);
expect(
  read('android/app/build.gradle').includes(
    "manifestPlaceholders = [larderHost: project.property('larderHost')]",
  ),
  'android: app/build.gradle must set the larderHost manifest placeholder from the gradle property',
);
expect(
  /^larderHost=\S+$/m.test(read('android/gradle.properties')),
  'android: gradle.properties must set larderHost',
);
const iconColour = read(`${androidMain}/res/values/ic_launcher_background.xml`).match(
  />(#[0-9A-Fa-f]{6})</,
)?.[1];
expect(
  iconColour?.toLowerCase() === splash.backgroundColor?.toLowerCase(),
  `android: ic_launcher_background (${iconColour}) must be the splash colour ${splash.backgroundColor}`,
);

// --- iOS: entitlements and their wiring, Info.plist, push hand-off --------------------------------
/** A top-level value of a plist <dict>: a string, an array of strings, or undefined. */
function plistValue(plist, key) {
  const after = plist.split(`<key>${key}</key>`)[1]?.trimStart() ?? '';
  if (after.startsWith('<string>')) return after.slice(8, after.indexOf('</string>'));
  if (after.startsWith('<array>')) {
    const items = after.slice(0, after.indexOf('</array>'));
    return [...items.matchAll(/<string>([^<]*)<\/string>/g)].map((m) => m[1]);
  }
  return undefined;
}

const entitlements = read(`${iosApp}/App.entitlements`);
expect(
  isDeepStrictEqual(plistValue(entitlements, 'com.apple.developer.associated-domains'), [
    'applinks:$(LARDER_HOST)',
    'webcredentials:$(LARDER_HOST)',
  ]),
  'ios: App.entitlements must list associated domains applinks:$(LARDER_HOST) and webcredentials:$(LARDER_HOST)',
);
expect(
  isDeepStrictEqual(plistValue(entitlements, 'com.apple.developer.applesignin'), ['Default']),
  'ios: App.entitlements must enable Sign in with Apple (Default)',
);
expect(
  plistValue(entitlements, 'aps-environment') === 'development',
  'ios: App.entitlements must set aps-environment',
);

const project = read('ios/App/App.xcodeproj/project.pbxproj');
/** One object of project.pbxproj by its id: from its first line to its closing brace. */
function pbxObject(id) {
  const start = project.indexOf(`\t\t${id} /* `);
  return start < 0 ? '' : project.slice(start, project.indexOf('\n\t\t};', start));
}
const target = project.match(/(\w{24}) \/\* App \*\/ = \{\s*isa = PBXNativeTarget;/)?.[1];
const configList = pbxObject(pbxObject(target).match(/buildConfigurationList = (\w{24})/)?.[1]);
const targetConfigs = [...configList.matchAll(/(\w{24}) \/\* (\w+) \*\//g)].map(([, id, name]) => ({
  name,
  settings: pbxObject(id),
}));
expect(
  isDeepStrictEqual(targetConfigs.map((c) => c.name).sort(), ['Debug', 'Release']),
  'ios: the App target must have Debug and Release build configurations',
);
for (const { name, settings } of targetConfigs) {
  for (const setting of [
    'CODE_SIGN_ENTITLEMENTS = App/App.entitlements;',
    'LARDER_HOST = larder.example.com;',
    'PRODUCT_BUNDLE_IDENTIFIER = app.larder.mobile;',
  ]) {
    expect(settings.includes(setting), `ios: the App target's ${name} build settings lack ${setting}`);
  }
}

const info = read(`${iosApp}/Info.plist`);
expect(
  plistValue(info, 'NSUserTrackingUsageDescription') ===
    'Larder asks before it tells Meta that you signed up or bought Pro from one of its ads, so it can measure them. What you cook and keep is never shared.',
  'ios: Info.plist NSUserTrackingUsageDescription is not the agreed text',
);
expect(
  plistValue(info, 'UIBackgroundModes')?.includes('remote-notification'),
  'ios: UIBackgroundModes lacks remote-notification',
);
expect(plistValue(info, 'CFBundleDisplayName') === 'Larder', 'ios: CFBundleDisplayName must be Larder');
const appDelegate = read(`${iosApp}/AppDelegate.swift`);
for (const name of [
  'capacitorDidRegisterForRemoteNotifications',
  'capacitorDidFailToRegisterForRemoteNotifications',
]) {
  expect(
    appDelegate.includes(`.${name}`),
    `ios: AppDelegate.swift does not post .${name} (push registration)`,
  );
}

// --- icons and splash screens (drawn by apps/web/scripts/make-native-assets.mjs) -------------------
/** A PNG's size and colour type (from IHDR) and its chunk types; undefined when missing or not a PNG. */
function png(path) {
  const file = join(web, path);
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  if (bytes.toString('latin1', 1, 4) !== 'PNG' || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    return undefined;
  }
  const chunks = [];
  // Each chunk: 4-byte length, 4-byte type, the data, a 4-byte CRC.
  for (let at = 8; at + 8 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    chunks.push(bytes.toString('latin1', at + 4, at + 8));
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25], chunks };
}

function expectPng(path, width, height, { opaque = false } = {}) {
  const image = png(path);
  expect(image, `${path} is missing or not a PNG`);
  if (!image) return;
  expect(
    image.width === width && image.height === height,
    `${path} is ${image.width}×${image.height} px, expected ${width}×${height}`,
  );
  // Colour types 4 and 6 carry alpha; a tRNS chunk adds transparency to the others.
  if (opaque) {
    expect(
      ![4, 6].includes(image.colourType) && !image.chunks.includes('tRNS'),
      `${path} must have no alpha channel`,
    );
  }
}

const res = `${androidMain}/res`;
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
const splashSizes = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
};
for (const [density, scale] of Object.entries(densities)) {
  expectPng(`${res}/mipmap-${density}/ic_launcher.png`, 48 * scale, 48 * scale);
  expectPng(`${res}/mipmap-${density}/ic_launcher_round.png`, 48 * scale, 48 * scale);
  expectPng(`${res}/mipmap-${density}/ic_launcher_foreground.png`, 108 * scale, 108 * scale);
  const [width, height] = splashSizes[density];
  expectPng(`${res}/drawable-port-${density}/splash.png`, width, height, { opaque: true });
  expectPng(`${res}/drawable-land-${density}/splash.png`, height, width, { opaque: true });
}
expectPng(`${res}/drawable/splash.png`, 480, 320, { opaque: true });

for (const [set, size] of [
  ['AppIcon.appiconset', 1024],
  ['Splash.imageset', 2732],
]) {
  const folder = `${iosApp}/Assets.xcassets/${set}`;
  const images = (readJson(`${folder}/Contents.json`)?.images ?? []).filter((image) => image.filename);
  expect(images.length > 0, `ios: ${set}/Contents.json names no images`);
  for (const image of images) expectPng(`${folder}/${image.filename}`, size, size, { opaque: true });
}

if (problems.length > 0) {
  console.error(`✗ native projects: ${problems.length} of ${checks} checks failed`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.info(
  `✓ native projects OK: ${checks} checks (android ${androidPlugins.length} plugins, ios ${iosPlugins.length})`,
);
