package validation

import (
	"strings"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/util/validation/field"
	"github.com/kube-rebuilt/apiserver/05-aggregator/apis/apiregistration"
)

func ptr[T any](v T) *T { return &v }

// remote is a valid APIService served behind a Service; each case breaks
// one thing.
func remote() *apiregistration.APIService {
	return &apiregistration.APIService{
		ObjectMeta: metav1.ObjectMeta{Name: "v1alpha1.wardle.example.com", ResourceVersion: "1"},
		Spec: apiregistration.APIServiceSpec{
			Service:              &apiregistration.ServiceReference{Namespace: "wardle", Name: "api", Port: ptr(int32(443))},
			Group:                "wardle.example.com",
			Version:              "v1alpha1",
			CABundle:             []byte("-----BEGIN CERTIFICATE-----"),
			GroupPriorityMinimum: 1000,
			VersionPriority:      15,
		},
	}
}

// local is a valid local APIService: the legacy core group.
func local() *apiregistration.APIService {
	return &apiregistration.APIService{
		ObjectMeta: metav1.ObjectMeta{Name: "v1.", ResourceVersion: "1"},
		Spec:       apiregistration.APIServiceSpec{Version: "v1", GroupPriorityMinimum: 18000, VersionPriority: 1},
	}
}

// summary prints "type field: detail" of each error, one a line.
func summary(errs field.ErrorList) string {
	var out []string
	for _, e := range errs {
		out = append(out, string(e.Type)+" "+e.Field+": "+e.Detail)
	}
	return strings.Join(out, "\n")
}

func TestValidateAPIService(t *testing.T) {
	tests := []struct {
		name   string
		obj    *apiregistration.APIService
		mutate func(*apiregistration.APIService)
		want   string // summary; empty: valid
	}{
		{name: "remote", obj: remote()},
		{name: "local legacy v1.", obj: local()},
		{name: "local in a group", obj: local(), mutate: func(s *apiregistration.APIService) {
			s.Name, s.Spec.Group = "v1.apps", "apps"
		}},
		{name: "remote with insecureSkipTLSVerify only", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Spec.CABundle, s.Spec.InsecureSkipTLSVerify = nil, true
		}},
		{name: "name is not version.group", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Name = "wardle.example.com.v1alpha1"
		}, want: "FieldValueInvalid metadata.name: must be `spec.version+\".\"+spec.group`: \"v1alpha1.wardle.example.com\""},
		{name: "name with a slash", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Name = "v1alpha1/wardle"
		}, want: "FieldValueInvalid metadata.name: may not contain '/'"},
		{name: "empty group, not v1", obj: local(), mutate: func(s *apiregistration.APIService) {
			s.Name, s.Spec.Version = "v2.", "v2"
		}, want: "FieldValueRequired spec.group: only v1 may have an empty group and it better be legacy kube"},
		{name: "group not a subdomain", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Name, s.Spec.Group = "v1alpha1.Wardle", "Wardle"
		}, want: "FieldValueInvalid spec.group: a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"},
		{name: "version not a DNS-1035 label", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Name, s.Spec.Version = "1.wardle.example.com", "1"
		}, want: "FieldValueInvalid spec.version: a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')"},
		{name: "priorities out of range", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Spec.GroupPriorityMinimum, s.Spec.VersionPriority = 20001, 0
		}, want: "FieldValueInvalid spec.groupPriorityMinimum: must be positive and less than 20000\n" +
			"FieldValueInvalid spec.versionPriority: must be positive and less than 1000"},
		{name: "priorities at their bounds", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Spec.GroupPriorityMinimum, s.Spec.VersionPriority = 20000, 1000
		}},
		{name: "local with TLS settings", obj: local(), mutate: func(s *apiregistration.APIService) {
			s.Spec.CABundle, s.Spec.InsecureSkipTLSVerify = []byte("pem"), true
		}, want: "FieldValueInvalid spec.caBundle: local APIServices may not have a caBundle\n" +
			"FieldValueInvalid spec.insecureSkipTLSVerify: local APIServices may not have insecureSkipTLSVerify"},
		{name: "service without namespace and name", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Spec.Service.Namespace, s.Spec.Service.Name = "", ""
		}, want: "FieldValueRequired spec.service.namespace: \nFieldValueRequired spec.service.name: "},
		{name: "port 0", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Spec.Service.Port = ptr(int32(0))
		}, want: "FieldValueInvalid spec.service.port: port is not valid: must be between 1 and 65535, inclusive"},
		{name: "port 65536", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Spec.Service.Port = ptr(int32(65536))
		}, want: "FieldValueInvalid spec.service.port: port is not valid: must be between 1 and 65535, inclusive"},
		{name: "port unset (only from Go)", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Spec.Service.Port = nil
		}, want: "FieldValueRequired spec.service.port: "},
		{name: "insecureSkipTLSVerify and caBundle", obj: remote(), mutate: func(s *apiregistration.APIService) {
			s.Spec.InsecureSkipTLSVerify = true
		}, want: "FieldValueInvalid spec.insecureSkipTLSVerify: may not be true if caBundle is present"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.mutate != nil {
				tt.mutate(tt.obj)
			}
			if got := summary(ValidateAPIService(tt.obj)); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestValidateAPIServiceUpdate(t *testing.T) {
	old := remote()

	// Every spec field may change, as long as the result is valid.
	changed := remote()
	changed.Spec.Service = nil
	changed.Spec.CABundle = nil
	changed.Spec.GroupPriorityMinimum = 5
	if errs := ValidateAPIServiceUpdate(changed, old); len(errs) != 0 {
		t.Errorf("valid update: got\n%s\nwant none", summary(errs))
	}

	// The name is immutable, and the new object is validated as on create.
	renamed := remote()
	renamed.Name = "v1beta1.wardle.example.com"
	renamed.Spec.Version = "v1beta1"
	renamed.Spec.VersionPriority = 0
	want := "FieldValueInvalid metadata.name: field is immutable\n" +
		"FieldValueInvalid spec.versionPriority: must be positive and less than 1000"
	if got := summary(ValidateAPIServiceUpdate(renamed, old)); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestValidateAPIServiceStatusUpdate(t *testing.T) {
	old := remote()
	obj := remote()
	obj.Status.Conditions = []apiregistration.APIServiceCondition{
		{Type: apiregistration.Available, Status: apiregistration.ConditionFalse, Reason: "MissingEndpoints"},
		{Type: "Other", Status: "Maybe"},
	}
	want := `FieldValueNotSupported status.conditions[1].status: supported values: "True", "False", "Unknown"`
	if got := summary(ValidateAPIServiceStatusUpdate(obj, old)); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	obj.Status.Conditions = obj.Status.Conditions[:1]
	if errs := ValidateAPIServiceStatusUpdate(obj, old); len(errs) != 0 {
		t.Errorf("valid status update: got\n%s", summary(errs))
	}
}
