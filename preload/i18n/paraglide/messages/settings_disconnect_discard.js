/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Disconnect_DiscardInputs */

const en_settings_disconnect_discard = /** @type {(inputs: Settings_Disconnect_DiscardInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Discard ${shown} order and erase`);
	return /** @type {LocalizedString} */ (`Discard ${shown} orders and erase`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Discard {shown} order and erase" |
* | * | "Discard {shown} orders and erase" |
*
* @param {Settings_Disconnect_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_discard = /** @type {((inputs: Settings_Disconnect_DiscardInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_DiscardInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_discard", en_settings_disconnect_discard));
