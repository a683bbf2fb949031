/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, kinds: NonNullable<unknown> }} Settings_Disconnect_Would_LoseInputs */

const en_settings_disconnect_would_lose = /** @type {(inputs: Settings_Disconnect_Would_LoseInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Erasing now would lose it: ${i?.kinds}.`);
	return /** @type {LocalizedString} */ (`Erasing now would lose them: ${i?.kinds}.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Erasing now would lose it: {kinds}." |
* | * | "Erasing now would lose them: {kinds}." |
*
* @param {Settings_Disconnect_Would_LoseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_would_lose = /** @type {((inputs: Settings_Disconnect_Would_LoseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Would_LoseInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_would_lose", en_settings_disconnect_would_lose));
