package handlers

import (
	"fmt"
)

// ExampleCreateResource posts a ConfigMap with a misspelt field, as
// kubectl create would without --validate: the default fieldValidation,
// Warn, stores the object and names the field in a Warning header.
func ExampleCreateResource() {
	storage := newConfigMapStorage()
	handler := CreateResource(storage, configMapScope(storage), nil)
	body := `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"c1","lables":{"a":"b"}},"data":{"a":"b"}}`
	rec := call(handler, "POST", "/api/v1/namespaces/demo/configmaps", []byte(body), "Content-Type", "application/json")
	fmt.Println(rec.Code, rec.Header().Get("Content-Type"))
	fmt.Println("Warning:", rec.Header().Get("Warning"))
	fmt.Print(rec.Body.String())
	// Output:
	// 201 application/json
	// Warning: 299 - "unknown field \"metadata.lables\""
	// {"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"c1","namespace":"demo","uid":"uid-101","resourceVersion":"101"},"data":{"a":"b"}}
}

// ExampleListResource lists ConfigMaps as kubectl get asks for them: a
// Table whose rows carry each object's metadata.
func ExampleListResource() {
	storage := newConfigMapStorage()
	storage.add(configMap("demo", "c1", map[string]string{"a": "b"}))
	handler := ListResource(storage, storage, configMapScope(storage), false, 0)
	rec := call(handler, "GET", "/api/v1/namespaces/demo/configmaps?limit=500", nil, "Accept", kubectlTableAccept)
	fmt.Println(rec.Code, rec.Header().Get("Content-Type"))
	fmt.Print(rec.Body.String())
	// Output:
	// 200 application/json
	// {"kind":"Table","apiVersion":"meta.k8s.io/v1","metadata":{"resourceVersion":"101"},"columnDefinitions":[{"name":"Name","type":"string","format":"name","description":"","priority":0},{"name":"Data","type":"string","format":"","description":"","priority":0}],"rows":[{"cells":["c1",1],"object":{"kind":"PartialObjectMetadata","apiVersion":"meta.k8s.io/v1","metadata":{"name":"c1","namespace":"demo","uid":"uid-101","resourceVersion":"101"}}}]}
}
