/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Settings_Disconnect_WorkerInputs */

const en_settings_disconnect_worker = /** @type {(inputs: Settings_Disconnect_WorkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Worker ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Worker {id}" |
*
* @param {Settings_Disconnect_WorkerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_worker = /** @type {((inputs: Settings_Disconnect_WorkerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_WorkerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_worker", en_settings_disconnect_worker));
