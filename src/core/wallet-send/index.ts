export { type ExecuteSendHooks, executeSend, sendFailure } from './execute';
export { type PlanSendParams, planSend, type SendPlan } from './plan';
