/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Followed_CrewInputs */

const en_settings_followed_crew = /** @type {(inputs: Settings_Followed_CrewInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`and ${shown} crew worker.`);
	return /** @type {LocalizedString} */ (`and ${shown} crew workers.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "and {shown} crew worker." |
* | * | "and {shown} crew workers." |
*
* @param {Settings_Followed_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_crew = /** @type {((inputs: Settings_Followed_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_CrewInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_followed_crew", en_settings_followed_crew));
