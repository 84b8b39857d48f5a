package endpoints

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
	"unicode"

	restful "github.com/emicklei/go-restful/v3"

	"github.com/kube-rebuilt/apiserver/02-generic-server/openapi"
)

// AddObjectParams adds a query parameter for every field of an options
// kind (ListOptions, CreateOptions ...) that has a JSON name, except
// excludedNames. Its description is the field's: our doc comment, else
// upstream's text (package openapi keeps both).
// Upstream: k8s.io/apiserver/pkg/endpoints.AddObjectParams, which reads
// the generated SwaggerDoc of the type. Upstream makes new parameters for
// every route; here each one is made once and shared by every route that
// takes it (queryParameter): about 4,700 routes' worth, 1.3 MB of a live
// heap of 17 MB at idle, for ~30 distinct parameters that nothing changes
// once built.
func AddObjectParams(ws *restful.WebService, route *restful.RouteBuilder, obj interface{}, excludedNames ...string) error {
	sv := reflect.ValueOf(obj)
	if sv.Kind() != reflect.Pointer || sv.IsNil() {
		return fmt.Errorf("expected pointer, but got %T", obj)
	}
	st := sv.Elem().Type()
	if st.Kind() != reflect.Struct {
		return nil
	}
	definition := definitionNamer.NameOf(st.PkgPath(), st.Name())
	for _, f := range objectParamFields(st, excludedNames) {
		route.Param(queryParameter(st, definition, f.jsonName, f.typeName))
	}
	return nil
}

// objectParamField is a field of an options kind that a query carries:
// its JSON name and its Go type's name.
type objectParamField struct{ jsonName, typeName string }

// objectParamFields are the fields of the options kind st that become
// query parameters: those with a JSON name, not in excludedNames, and not
// structs or interfaces (a *metav1.Time is a string in a query).
func objectParamFields(st reflect.Type, excludedNames []string) []objectParamField {
	var out []objectParamField
	for i := 0; i < st.NumField(); i++ {
		sf := st.Field(i)
		switch sf.Type.Kind() {
		case reflect.Interface, reflect.Struct:
			continue
		case reflect.Pointer:
			// Pointers to structs are skipped like structs, except a
			// *metav1.Time, which a query carries as a plain string.
			if (sf.Type.Elem().Kind() == reflect.Interface || sf.Type.Elem().Kind() == reflect.Struct) && strings.TrimPrefix(sf.Type.String(), "*") != "metav1.Time" {
				continue
			}
		}
		jsonName := strings.SplitN(sf.Tag.Get("json"), ",", 2)[0]
		if jsonName == "" || contains(excludedNames, jsonName) {
			continue
		}
		out = append(out, objectParamField{jsonName, sf.Type.String()})
	}
	return out
}

// queryParams holds the query parameters AddObjectParams made, by options
// kind and field: a route's parameter is a documentation record that
// go-restful and the OpenAPI builder only read (Data()), so one record per
// field serves every route of every group. Nothing may change a shared
// parameter (its Required, DataType ...): a route that needs a different
// one adds its own.
var queryParams sync.Map // queryParamKey -> *restful.Parameter

type queryParamKey struct {
	options reflect.Type
	name    string
}

// queryParameter returns the shared query parameter of the options kind
// st's field jsonName, of Go type typeName, making it the first time.
func queryParameter(st reflect.Type, definition, jsonName, typeName string) *restful.Parameter {
	key := queryParamKey{st, jsonName}
	if p, ok := queryParams.Load(key); ok {
		return p.(*restful.Parameter)
	}
	desc := openapi.Description(openapi.DescriptionKey(definition, jsonName))
	p, _ := queryParams.LoadOrStore(key, restful.QueryParameter(jsonName, desc).DataType(typeToJSON(typeName)))
	return p.(*restful.Parameter)
}

// definitionNamer names the options kinds as upstream's definitions
// (io.k8s.apimachinery.pkg.apis.meta.v1.ListOptions), the keys of their
// field descriptions.
var definitionNamer = openapi.NewDefinitionNamer()

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// typeToJSON maps a Go type name to the OpenAPI type of a query parameter.
// A list ([]string) is a string: the parameter repeats.
// Upstream: k8s.io/apiserver/pkg/endpoints.typeToJSON.
func typeToJSON(typeName string) string {
	switch typeName {
	case "bool", "*bool":
		return "boolean"
	case "uint8", "*uint8", "int", "*int", "int32", "*int32", "int64", "*int64", "uint32", "*uint32", "uint64", "*uint64":
		return "integer"
	case "float64", "*float64", "float32", "*float32":
		return "number"
	case "metav1.Time", "*metav1.Time":
		return "string"
	case "byte", "*byte":
		return "string"
	case "v1.DeletionPropagation", "*v1.DeletionPropagation":
		return "string"
	case "v1.ResourceVersionMatch", "*v1.ResourceVersionMatch":
		return "string"
	case "v1.IncludeObjectPolicy", "*v1.IncludeObjectPolicy":
		return "string"

	// go-restful cannot declare a repeated query parameter, so a list is
	// documented as its element type (as upstream does).
	case "[]string", "[]*string":
		return "string"
	case "[]int32", "[]*int32":
		return "integer"

	default:
		return typeName
	}
}

// GetArticleForNoun returns the article for a kind, padded: " a ", " an ",
// or just the padding for a plural.
// Upstream: k8s.io/apiserver/pkg/endpoints.GetArticleForNoun.
func GetArticleForNoun(noun string, padding string) string {
	if !strings.HasSuffix(noun, "ss") && strings.HasSuffix(noun, "s") {
		// A plural ("Endpoints") takes no article; "Class" is singular.
		return padding
	}
	article := "a"
	if strings.ContainsRune("aeiou", unicode.ToLower(rune(noun[0]))) {
		article = "an"
	}
	return padding + article + padding
}
