/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, scope: NonNullable<unknown> }} Dashboard_None_Of_FollowedInputs */

const en_dashboard_none_of_followed = /** @type {(inputs: Dashboard_None_Of_FollowedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.scope}: not your one followed event.`);
	return /** @type {LocalizedString} */ (`${i?.scope}: none of the ${shown} followed events.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{scope}: not your one followed event." |
* | * | "{scope}: none of the {shown} followed events." |
*
* @param {Dashboard_None_Of_FollowedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_none_of_followed = /** @type {((inputs: Dashboard_None_Of_FollowedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_None_Of_FollowedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_none_of_followed", en_dashboard_none_of_followed));
