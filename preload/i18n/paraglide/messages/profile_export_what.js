/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Profile_Export_WhatInputs */

const en_profile_export_what = /** @type {(inputs: Profile_Export_WhatInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} order`);
	return /** @type {LocalizedString} */ (`${i?.count} orders`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} order" |
* | * | "{count} orders" |
*
* @param {Profile_Export_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_export_what = /** @type {((inputs: Profile_Export_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Export_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("profile_export_what", en_profile_export_what));
