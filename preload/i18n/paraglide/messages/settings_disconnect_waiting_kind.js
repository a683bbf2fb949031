/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Disconnect_Waiting_KindInputs */

const en_settings_disconnect_waiting_kind = /** @type {(inputs: Settings_Disconnect_Waiting_KindInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} waiting to be sent`);
	return /** @type {LocalizedString} */ (`${shown} waiting to be sent`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} waiting to be sent" |
* | * | "{shown} waiting to be sent" |
*
* @param {Settings_Disconnect_Waiting_KindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_waiting_kind = /** @type {((inputs: Settings_Disconnect_Waiting_KindInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Waiting_KindInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_waiting_kind", en_settings_disconnect_waiting_kind));
