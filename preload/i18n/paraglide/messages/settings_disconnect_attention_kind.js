/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Disconnect_Attention_KindInputs */

const en_settings_disconnect_attention_kind = /** @type {(inputs: Settings_Disconnect_Attention_KindInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} needs your decision`);
	return /** @type {LocalizedString} */ (`${shown} need your decision`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} needs your decision" |
* | * | "{shown} need your decision" |
*
* @param {Settings_Disconnect_Attention_KindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_attention_kind = /** @type {((inputs: Settings_Disconnect_Attention_KindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Attention_KindInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_attention_kind", en_settings_disconnect_attention_kind));
