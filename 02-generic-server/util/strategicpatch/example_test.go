package strategicpatch_test

import (
	"fmt"

	appsv1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/apps/v1"
	"github.com/kube-rebuilt/apiserver/02-generic-server/util/strategicpatch"
)

// A patch changing one container's image merges into the list of
// containers by name, where a JSON merge patch would replace the list.
func ExampleStrategicMergePatch() {
	original := []byte(`{"spec":{"template":{"spec":{"containers":[
		{"name":"web","image":"nginx:1.25"},
		{"name":"log","image":"fluentd"}]}}}}`)
	patch := []byte(`{"spec":{"template":{"spec":{"containers":[{"name":"web","image":"nginx:1.27"}]}}}}`)

	merged, err := strategicpatch.StrategicMergePatch(original, patch, &appsv1.Deployment{})
	if err != nil {
		panic(err)
	}
	fmt.Println(string(merged))
	// Output:
	// {"spec":{"template":{"spec":{"containers":[{"image":"nginx:1.27","name":"web"},{"image":"fluentd","name":"log"}]}}}}
}

// kubectl apply sends $setElementOrder with every list it merges, and
// $retainKeys for unions such as a Deployment's strategy.
func ExampleStrategicMergePatch_directives() {
	original := []byte(`{"spec":{
		"strategy":{"type":"RollingUpdate","rollingUpdate":{"maxSurge":"25%"}},
		"template":{"spec":{"containers":[{"name":"web","env":[{"name":"A","value":"1"}]}]}}}}`)
	patch := []byte(`{"spec":{
		"strategy":{"$retainKeys":["type"],"type":"Recreate","rollingUpdate":null},
		"template":{"spec":{"containers":[{"name":"web",
			"$setElementOrder/env":[{"name":"A"},{"name":"B"}],"env":[{"name":"B","value":"2"}]}]}}}}`)

	merged, err := strategicpatch.StrategicMergePatch(original, patch, &appsv1.Deployment{})
	if err != nil {
		panic(err)
	}
	fmt.Println(string(merged))
	// Output:
	// {"spec":{"strategy":{"type":"Recreate"},"template":{"spec":{"containers":[{"env":[{"name":"A","value":"1"},{"name":"B","value":"2"}],"name":"web"}]}}}}
}
