#!/usr/bin/env bash
# Runs the kubectl session of chapters/02-generic-server.md (part 2) against
# a running stage 02 and prints each command with its output, as the
# chapter shows them. The chapter's transcript is this script's output.
#
#   go run ./02-generic-server &
#   KUBECTL=/path/to/kubectl-1.37 02-generic-server/app/testdata/kubectl-demo/run.sh
#
# Optional: SERVER (default http://127.0.0.1:8080). kubectl's discovery
# cache goes to a temporary HOME so every run starts cold.
set -u
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/../../../../hack/lib/transcript.sh"
dir=$(cd "$(dirname "$0")" && pwd)
server=${SERVER:-http://127.0.0.1:8080}
kubectl=${KUBECTL:-kubectl}
export HOME=$(mktemp -d)
trap 'rm -rf "$HOME"' EXIT

cd "$dir"
k api-resources
k apply -f deploy-v1.yaml
k get deployments
k apply -f deploy-v2.yaml
k get deployment web -o jsonpath='{.metadata.generation} {.spec.template.spec.containers[0].image} {.spec.template.spec.containers[0].env}{"\n"}'
k scale deployment web --replicas=3
k get deployments -o wide
k create -f configmap.yaml

# A watch in the background, while the configmap is patched three ways.
echo "\$ kubectl get configmaps --watch &"
"$kubectl" -s "$server" get configmaps --watch > "$HOME/watch.out" 2>&1 &
watch=$!
sleep 1
k patch configmap settings --type=json -p '[{"op":"add","path":"/data/size","value":"large"}]'
k patch configmap settings --type=merge -p '{"data":{"color":"green"}}'
k patch configmap settings --type=strategic -p '{"metadata":{"labels":{"tier":"demo"}}}'
k get configmap settings -o jsonpath='{.data} {.metadata.labels}{"\n"}'
k delete configmap settings
sleep 1
kill "$watch"
wait "$watch" 2>/dev/null
echo "(the watch printed:)"
cat "$HOME/watch.out"

# A finalizer keeps a deleted object; kubectl wait watches it go (watch-list).
k create -f held.yaml
k delete configmap held --wait=false
k get configmap held -o jsonpath='{.metadata.deletionTimestamp} {.metadata.finalizers}{"\n"}'
echo "\$ kubectl wait --for=delete configmap/held --timeout=30s &"
"$kubectl" -s "$server" wait --for=delete configmap/held --timeout=30s > "$HOME/wait.out" 2>&1 &
waiter=$!
sleep 1
k patch configmap held --type=json -p '[{"op":"remove","path":"/metadata/finalizers"}]'
wait "$waiter"
echo "(kubectl wait printed:)"
cat "$HOME/wait.out"

echo "\$ kubectl explain deployment.spec | head -n 14"
"$kubectl" -s "$server" explain deployment.spec 2>&1 | head -n 14
k delete -f deploy-v1.yaml
k get deployments
