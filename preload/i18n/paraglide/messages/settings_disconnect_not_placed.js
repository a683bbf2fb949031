/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Disconnect_Not_PlacedInputs */

const en_settings_disconnect_not_placed = /** @type {(inputs: Settings_Disconnect_Not_PlacedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} order is not placed yet.`);
	return /** @type {LocalizedString} */ (`${shown} orders are not placed yet.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} order is not placed yet." |
* | * | "{shown} orders are not placed yet." |
*
* @param {Settings_Disconnect_Not_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_not_placed = /** @type {((inputs: Settings_Disconnect_Not_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Not_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_not_placed", en_settings_disconnect_not_placed));
