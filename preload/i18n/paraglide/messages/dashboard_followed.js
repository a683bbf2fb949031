/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_FollowedInputs */

const en_dashboard_followed = /** @type {(inputs: Dashboard_FollowedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} followed event`);
	return /** @type {LocalizedString} */ (`${shown} followed events`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} followed event" |
* | * | "{shown} followed events" |
*
* @param {Dashboard_FollowedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_followed = /** @type {((inputs: Dashboard_FollowedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_FollowedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_followed", en_dashboard_followed));
