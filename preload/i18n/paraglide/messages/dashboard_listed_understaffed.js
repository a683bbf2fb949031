/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, figure: NonNullable<unknown> }} Dashboard_Listed_UnderstaffedInputs */

const en_dashboard_listed_understaffed = /** @type {(inputs: Dashboard_Listed_UnderstaffedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.figure} shift understaffed`);
	return /** @type {LocalizedString} */ (`${i?.figure} shifts understaffed`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{figure} shift understaffed" |
* | * | "{figure} shifts understaffed" |
*
* @param {Dashboard_Listed_UnderstaffedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_listed_understaffed = /** @type {((inputs: Dashboard_Listed_UnderstaffedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Listed_UnderstaffedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_listed_understaffed", en_dashboard_listed_understaffed));
