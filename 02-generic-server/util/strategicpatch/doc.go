// Package strategicpatch applies strategic merge patches, the patch format
// (Content-Type application/strategic-merge-patch+json) that kubectl sends
// for built-in types from `kubectl apply`, `kubectl edit` and, by default,
// `kubectl patch`.
//
// # Why not JSON merge patch
//
// A JSON merge patch (RFC 7386, package jsonpatch) merges objects member by
// member but replaces lists whole. A pod's containers are a list: to change
// one image, a merge patch must repeat every container, and two clients
// changing two containers overwrite each other. Yet most API lists are
// really sets, or maps keyed by a field. A strategic merge patch learns from
// the object's Go type which lists are which, and merges them element by
// element:
//
//	original: {"containers":[{"name":"web","image":"nginx:1.25"},{"name":"log","image":"fluentd"}]}
//	patch:    {"containers":[{"name":"web","image":"nginx:1.27"}]}
//	result:   {"containers":[{"name":"web","image":"nginx:1.27"},{"name":"log","image":"fluentd"}]}
//
// # What the struct tags say
//
// Two tags sit next to the json tag of a field (see 01-scheme/apis/core/v1
// and apps/v1):
//
//	Containers []Container         `json:"containers" patchStrategy:"merge" patchMergeKey:"name"`
//	Finalizers []string            `json:"finalizers,omitempty" patchStrategy:"merge"`
//	Strategy   DeploymentStrategy  `json:"strategy,omitempty" patchStrategy:"retainKeys"`
//	Volumes    []Volume            `json:"volumes,omitempty" patchStrategy:"merge,retainKeys" patchMergeKey:"name"`
//
// What each strategy means:
//
//   - merge on a list of objects: elements with the same value of the
//     patchMergeKey field are merged, patch elements without a match are
//     added;
//   - merge on a list of scalars: the two lists are unioned;
//   - no strategy on a list: the patch's list replaces the original's, as in
//     a JSON merge patch;
//   - retainKeys on an object that is a union (one member set, the Type
//     saying which): the $retainKeys directive below applies to it;
//   - replace on an object: it is replaced, not merged.
//
// Objects merge recursively, and null deletes a member, as in a JSON merge
// patch. PatchMetaFromStruct reads the tags, following json names and
// inlined structs (ObjectMeta in PodTemplateSpec, VolumeSource in Volume).
//
// # Directives
//
// Keys starting with $ tell the merge what a plain value cannot:
//
//   - "$patch": "replace" in an object makes it replace the original's
//     instead of merging into it; in a list element, it makes the patch's
//     list (without that element) replace the original's.
//   - "$patch": "delete" in an object leaves {}; in a list element such as
//     {"name":"log","$patch":"delete"} it removes the original's element
//     with that merge key. "$patch": "merge", the default, is an error.
//   - "$setElementOrder/<field>": [{"name":"b"},{"name":"a"}] gives the order
//     of a merged list, which merging by key alone cannot (without it, added
//     elements go first). Elements only the server has keep their place
//     relative to the listed ones.
//   - "$retainKeys": ["type"] clears every member of the original object not
//     listed: switching a Deployment from RollingUpdate to Recreate must drop
//     rollingUpdate, which a merge would keep.
//   - "$deleteFromPrimitiveList/<field>": ["a"] removes scalars from a list
//     of scalars with merge strategy; null cannot name one element of a set.
//
// # What kubectl apply sends
//
// Client-side apply diffs the last-applied configuration (kept in an
// annotation), the file and the live object, and sends the changed fields,
// null for removed ones, $patch: delete elements or
// $deleteFromPrimitiveList lists for removed list elements, a
// $setElementOrder list for each merged list it touches and $retainKeys for
// union fields. testdata/apply-deploy-v2 holds what kubectl 1.37 sent to
// change a Deployment's image and add an env var (the annotation shortened):
//
//	{"metadata":{"annotations":{"kubectl.kubernetes.io/last-applied-configuration":"..."}},
//	 "spec":{"template":{"spec":{"$setElementOrder/containers":[{"name":"web"}],
//	   "containers":[{"env":[{"name":"GREETING","value":"hello"}],"image":"nginx:1.27","name":"web"}]}}}}
//
// # Where it is used
//
// The PATCH handler passes the stored object, as JSON in the request's
// version, and a value of that version's Go type to StrategicMergePatch, and
// decodes the result; errors.go says which Status each error becomes.
// Custom resources have no Go type and do not offer this patch type, as
// upstream.
//
// Stage 02 adds this package. Upstream counterpart:
// k8s.io/apimachinery/pkg/util/strategicpatch at Kubernetes v1.37 (patch.go,
// meta.go), with its helpers k8s.io/apimachinery/pkg/util/mergepatch (the
// errors, here errors.go) and third_party/forked/golang/json (the field
// lookup, here fields.go). It is written anew, but the merge takes
// upstream's steps in upstream's order, down to how it orders merged lists;
// index.go and order.go say where the means differ. Differences a client
// could see: fields of a patch object are merged in sorted key order, where
// upstream walks a Go map (its result then depends on chance when a patch
// both adds and deletes one scalar); StrategicMergeMapPatch copies its
// arguments instead of changing them; inputs that make upstream panic (an
// object used as a merge key value or as a $setElementOrder entry of a
// list of scalars, a list starting with null) get a merge or an error; and
// a live list of scalars holding duplicates keeps its first occurrences
// (see unionScalars).
// Left out: computing patches, which is kubectl's side
// (CreateTwoWayMergePatch, CreateThreeWayMergePatch, MergingMapsHaveConflicts),
// patch metadata from OpenAPI (PatchMetaFromOpenAPI, used by kubectl), and
// merging patches into patches (MergeOptions, whose server-side values are
// built in).
package strategicpatch
