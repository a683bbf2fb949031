/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, figure: NonNullable<unknown> }} Dashboard_Listed_OpenInputs */

const en_dashboard_listed_open = /** @type {(inputs: Dashboard_Listed_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.figure} open place`);
	return /** @type {LocalizedString} */ (`${i?.figure} open places`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{figure} open place" |
* | * | "{figure} open places" |
*
* @param {Dashboard_Listed_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_listed_open = /** @type {((inputs: Dashboard_Listed_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Listed_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_listed_open", en_dashboard_listed_open));
