package app

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// TestScaleMovesReplicasOwnership: a write of a custom resource's scale
// subresource makes its writer own the resource's spec.replicas, as a
// Deployment's /scale does (managedfields.ScaleHandler), so that the
// former owner's next apply of another count conflicts with the scale's
// writer; the CronTab's other fields stay its applier's.
func TestScaleMovesReplicasOwnership(t *testing.T) {
	url := startStage04(t)
	crontabs := url + "/apis/stable.example.com/v1/namespaces/default/crontabs"
	createEstablishedCRD(t, url, crdJSON("crontabs", "CronTab", "Namespaced"), crontabs)
	apply := func(replicas, force string) (int, string) {
		return doRaw(t, "PATCH", crontabs+"/web?fieldManager=applier"+force, "application/apply-patch+yaml",
			[]byte(`{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":{"name":"web"},"spec":{"cronSpec":"* * * * *","replicas":`+replicas+`}}`))
	}
	if code, body := apply("2", ""); code != http.StatusCreated {
		t.Fatalf("apply: got %d; want 201\n%s", code, body)
	}

	// the Scale shows who owns the replicas, in autoscaling/v1's terms
	code, body := doRaw(t, "GET", crontabs+"/web/scale", "", nil)
	if code != http.StatusOK {
		t.Fatalf("GET scale: got %d; want 200\n%s", code, body)
	}
	if got, want := managers(t, body), "applier/Apply//autoscaling/v1"; got != want {
		t.Errorf("the Scale's managedFields: got %s; want %s\n%s", got, want, body)
	}

	// kubectl scale: a merge patch of the Scale by another manager
	code, body = doRaw(t, "PATCH", crontabs+"/web/scale?fieldManager=kubectl-scale", "application/merge-patch+json",
		[]byte(`{"spec":{"replicas":5}}`))
	if code != http.StatusOK {
		t.Fatalf("PATCH scale: got %d; want 200\n%s", code, body)
	}
	_, body = doRaw(t, "GET", crontabs+"/web", "", nil)
	if got, want := managers(t, body), "applier/Apply//stable.example.com/v1 kubectl-scale/Update/scale/stable.example.com/v1"; got != want {
		t.Errorf("the CronTab's managedFields: got %s; want %s\n%s", got, want, body)
	}
	for _, tc := range []struct{ manager, fields string }{
		{"applier", `{"f:spec":{"f:cronSpec":{}}}`},
		{"kubectl-scale", `{"f:spec":{"f:replicas":{}}}`},
	} {
		if got := fieldsOf(t, body, tc.manager); got != tc.fields {
			t.Errorf("fields of %s: got %s; want %s", tc.manager, got, tc.fields)
		}
	}

	// the applier's replicas now conflict with the scale's writer's
	code, body = apply("3", "")
	if code != http.StatusConflict {
		t.Fatalf("re-apply: got %d; want 409\n%s", code, body)
	}
	if s := decodeStatus(t, body); s.Message != `Apply failed with 1 conflict: conflict with "kubectl-scale" with subresource "scale" using stable.example.com/v1: .spec.replicas` {
		t.Errorf("conflict message: got %q", s.Message)
	}
	// force takes them back
	if code, body = apply("3", "&force=true"); code != http.StatusOK {
		t.Fatalf("forced re-apply: got %d; want 200\n%s", code, body)
	}
	if got := fieldsOf(t, body, "applier"); got != `{"f:spec":{"f:cronSpec":{},"f:replicas":{}}}` {
		t.Errorf("fields of applier after force: got %s", got)
	}
}

// managedEntry is what the test reads of a managedFields entry.
type managedEntry struct {
	Manager, Operation, Subresource, APIVersion string
	FieldsV1                                    json.RawMessage
}

// managedFieldsOf decodes an object's metadata.managedFields.
func managedFieldsOf(t *testing.T, body string) []managedEntry {
	t.Helper()
	var obj struct {
		Metadata struct{ ManagedFields []managedEntry }
	}
	if err := json.Unmarshal([]byte(body), &obj); err != nil {
		t.Fatalf("decoding %.300s: %v", body, err)
	}
	return obj.Metadata.ManagedFields
}

// managers lists the managedFields entries as manager/operation/subresource/apiVersion.
func managers(t *testing.T, body string) string {
	t.Helper()
	var out []string
	for _, e := range managedFieldsOf(t, body) {
		out = append(out, strings.Join([]string{e.Manager, e.Operation, e.Subresource, e.APIVersion}, "/"))
	}
	return strings.Join(out, " ")
}

// fieldsOf is the fieldsV1 of manager's entry, "" if it has none.
func fieldsOf(t *testing.T, body, manager string) string {
	t.Helper()
	for _, e := range managedFieldsOf(t, body) {
		if e.Manager == manager {
			return string(e.FieldsV1)
		}
	}
	return ""
}
