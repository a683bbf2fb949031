/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Disconnect_Export_WhatInputs */

const en_settings_disconnect_export_what = /** @type {(inputs: Settings_Disconnect_Export_WhatInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} order`);
	return /** @type {LocalizedString} */ (`${shown} orders`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} order" |
* | * | "{shown} orders" |
*
* @param {Settings_Disconnect_Export_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_export_what = /** @type {((inputs: Settings_Disconnect_Export_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Export_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_export_what", en_settings_disconnect_export_what));
