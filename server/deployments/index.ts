/**
 * Deployment requests: members asking us to deploy an agent that is not self-deployable, optionally
 * with the paid full deployment service (payments report its payment state here); admins work the queue.
 */
export { createDeploymentRequest, type TDeploymentRequest } from './create-deployment-request.ts'
export { findDeploymentRequests, type TDeploymentRequestRow } from './find-deployment-requests.ts'
export { countOpenDeploymentRequests } from './count-open-deployment-requests.ts'
export { updateDeploymentRequest, type UpdateDeploymentRequestOptions } from './update-deployment-request.ts'
export { setDeploymentPayment } from './set-deployment-payment.ts'
export * from './deployments.schemas.ts'
