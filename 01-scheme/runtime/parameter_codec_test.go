package runtime_test

import (
	"net/url"
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/conversion"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
)

type Options struct {
	runtime.TypeMeta `json:",inline"`
	LabelSelector    string   `json:"labelSelector,omitempty"`
	Watch            bool     `json:"watch,omitempty"`
	Limit            int64    `json:"limit,omitempty"`
	TimeoutSeconds   *int64   `json:"timeoutSeconds,omitempty"`
	SendInitial      *bool    `json:"sendInitialEvents,omitempty"`
	DryRun           []string `json:"dryRun,omitempty"`
}

func (in *Options) DeepCopyObject() runtime.Object { return conversion.DeepCopy(in) }

func TestParameterCodec(t *testing.T) {
	s := newTestScheme(t)
	s.AddKnownTypes(v1GV, &Options{})
	codec := runtime.NewParameterCodec(s)

	ten, yes := int64(10), true
	tests := []struct {
		query string
		want  Options
	}{
		{"labelSelector=app%3Dweb&limit=500", Options{LabelSelector: "app=web", Limit: 500}},
		{"watch=true&timeoutSeconds=10&sendInitialEvents=true", Options{Watch: true, TimeoutSeconds: &ten, SendInitial: &yes}},
		{"watch=false", Options{}},
		{"watch=0", Options{}},
		{"watch=1", Options{Watch: true}},
		{"dryRun=All&dryRun=Other", Options{DryRun: []string{"All", "Other"}}},
		{"unknown=ignored", Options{}},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			q, _ := url.ParseQuery(tt.query)
			got := Options{}
			if err := codec.DecodeParameters(q, v1GV, &got); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}

	if err := codec.DecodeParameters(url.Values{"limit": {"many"}}, v1GV, &Options{}); err == nil {
		t.Errorf("limit=many: got nil error; want a parse error")
	}

	values, err := codec.EncodeParameters(&Options{LabelSelector: "a=b", TimeoutSeconds: &ten, DryRun: []string{"All"}}, v1GV)
	if err != nil {
		t.Fatal(err)
	}
	if want := "dryRun=All&labelSelector=a%3Db&timeoutSeconds=10"; values.Encode() != want {
		t.Errorf("EncodeParameters: got %s; want %s", values.Encode(), want)
	}
}

func TestRawExtensionMarshalJSON(t *testing.T) {
	tests := []struct {
		re   runtime.RawExtension
		want string
	}{
		{runtime.RawExtension{}, "null"},
		{runtime.RawExtension{Raw: []byte(`{"a":1}`)}, `{"a":1}`},
		{runtime.RawExtension{Object: &Options{LabelSelector: "x"}}, `{"labelSelector":"x"}`},
	}
	for _, tt := range tests {
		got, err := tt.re.MarshalJSON()
		if err != nil || string(got) != tt.want {
			t.Errorf("got %s, %v; want %s", got, err, tt.want)
		}
	}
}
