/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Alert_Worker_NameInputs */

const en_alert_worker_name = /** @type {(inputs: Alert_Worker_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Worker ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Worker {id}" |
*
* @param {Alert_Worker_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_worker_name = /** @type {((inputs: Alert_Worker_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Worker_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_worker_name", en_alert_worker_name));
