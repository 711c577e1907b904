/** The cluster-operator Deployment as Strimzi ships it, trimmed to what the gate reads. */
export const operatorDeployment = (version: string) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: strimzi-cluster-operator
  namespace: kafka
spec:
  template:
    spec:
      containers:
        - name: strimzi-cluster-operator
          image: quay.io/strimzi/operator:${version}
`;
