package strategicpatch

import (
	"errors"
	"fmt"
	"reflect"
)

// The errors a malformed patch produces. The PATCH handler tells them apart
// with errors.Is (upstream's compares with ==) and answers:
//
//   - ErrBadJSONDoc, ErrBadPatchFormatForPrimitiveList,
//     ErrBadPatchFormatForRetainKeys, ErrBadPatchFormatForSetElementOrderList:
//     errors.NewBadRequest(err.Error()), a 400 BadRequest whose message is
//     the error's;
//   - ErrNoListOfLists: errors.NewGenericServerResponse(422, ...), a 422 with
//     reason Invalid and the fixed message "the server rejected our request
//     due to an error in our request";
//   - any other error as is, which the Status writer renders as a 500 with
//     reason Unknown and the error's message: for example "unable to find
//     api field in struct DeploymentSpec for the json field \"x\"" or
//     "map: map[image:x] does not contain declared merge key: name".
//
// The messages are upstream's (ErrBadJSONDoc also carries the decoder's
// reason after a colon; upstream's handler decodes the patch itself first
// and answers 400 with the decoder's message). Upstream's handler also
// names ErrPatchContentNotMatchRetainKeys (422) and
// ErrUnsupportedStrategicMergePatchFormat (400, for Unstructured objects):
// its apply path never returns the first, and the second has no use here
// (custom resources do not offer strategic merge patch), so both are left out.
// Upstream: k8s.io/apimachinery/pkg/util/mergepatch.ErrBadJSONDoc and its
// siblings (a package of its own upstream; folded in here), mapped to
// Status by k8s.io/apiserver/pkg/endpoints/handlers.interpretStrategicMergePatchError.
var (
	// ErrBadJSONDoc: the document or the patch is not a JSON object.
	ErrBadJSONDoc = errors.New("invalid JSON document")
	// ErrNoListOfLists: a list with merge strategy holds lists.
	ErrNoListOfLists = errors.New("lists of lists are not supported")
	// ErrBadPatchFormatForPrimitiveList: a $deleteFromPrimitiveList key
	// names no field.
	ErrBadPatchFormatForPrimitiveList = errors.New("invalid patch format of primitive list")
	// ErrBadPatchFormatForRetainKeys: $retainKeys is not a list of field
	// names, or the patch sets a field it does not list.
	ErrBadPatchFormatForRetainKeys = errors.New("invalid patch format of retainKeys")
	// ErrBadPatchFormatForSetElementOrderList: a $setElementOrder key names
	// no field.
	ErrBadPatchFormatForSetElementOrderList = errors.New("invalid patch format of setElementOrder list")
)

// errNoMergeKey reports a list element without the merge key its field
// declares. Upstream: k8s.io/apimachinery/pkg/util/mergepatch.ErrNoMergeKey.
func errNoMergeKey(m map[string]interface{}, k string) error {
	return fmt.Errorf("map: %v does not contain declared merge key: %s", m, k)
}

// errBadArgType reports a value of the wrong JSON type where the patch
// machinery needs a map or a list.
// Upstream: k8s.io/apimachinery/pkg/util/mergepatch.ErrBadArgType.
func errBadArgType(expected, actual interface{}) error {
	return fmt.Errorf("expected a %s, but received a %s", reflect.TypeOf(expected), reflect.TypeOf(actual))
}

// errBadArgKind reports a dataStruct that is not a struct.
// Upstream: k8s.io/apimachinery/pkg/util/mergepatch.ErrBadArgKind.
func errBadArgKind(expected, actual interface{}) error {
	kind := func(v interface{}) string {
		if v == nil {
			return "nil"
		}
		return reflect.TypeOf(v).Kind().String()
	}
	return fmt.Errorf("expected a %s, but received a %s", kind(expected), kind(actual))
}

// errBadPatchType reports a $patch directive with an unknown value.
// Upstream: k8s.io/apimachinery/pkg/util/mergepatch.ErrBadPatchType.
func errBadPatchType(t interface{}, m map[string]interface{}) error {
	return fmt.Errorf("unknown patch type: %v in map: %v", t, m)
}
