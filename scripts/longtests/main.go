// Command longtests lists the tests that go test -short does not run as
// they are: those that call testing.Short(), themselves or through the
// functions, methods and package variables of their test files. The test
// command's long stage runs only these, without -short (and without the
// race detector), instead of every test a second time.
//
//	go run ./scripts/longtests -run      a -run pattern for all of them
//	go run ./scripts/longtests -packages the packages that have some
//	go run ./scripts/longtests           each package and its long tests
//
// Arguments are folders (default ./...; DIR/... takes the folders under
// DIR). The call graph is read from the names used, not from types: a
// name reached is any function or variable of that name, and x.Name any
// method of that name, so a test is listed when in doubt, never left out.
// The pattern is the same for every package, so a test named as a long
// one elsewhere also runs in the long stage.
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

func main() {
	run := flag.Bool("run", false, "print a -run pattern that matches every long test")
	packages := flag.Bool("packages", false, "print the packages that have long tests, one a line")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: longtests [-run | -packages] [DIR | DIR/...]...")
		flag.PrintDefaults()
	}
	flag.Parse()
	args := flag.Args()
	if len(args) == 0 {
		args = []string{"./..."}
	}
	found, err := scan(args)
	if err != nil {
		fmt.Fprintln(os.Stderr, "longtests:", err)
		os.Exit(1)
	}
	if len(found) == 0 {
		fmt.Fprintln(os.Stderr, "longtests: no test calls testing.Short()")
		os.Exit(1)
	}
	switch {
	case *run:
		fmt.Println(pattern(found))
	case *packages:
		for _, p := range found {
			fmt.Println(p.dir)
		}
	default:
		for _, p := range found {
			fmt.Printf("%s: %s\n", p.dir, strings.Join(p.tests, " "))
		}
	}
}

// pkgTests is a folder's long tests, sorted.
type pkgTests struct {
	dir   string
	tests []string
}

// pattern matches exactly the tests named, whatever their package.
func pattern(found []pkgTests) string {
	var names []string
	for _, p := range found {
		names = append(names, p.tests...)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	for i, n := range names {
		names[i] = regexp.QuoteMeta(n)
	}
	return "^(" + strings.Join(names, "|") + ")$"
}

// scan reads the test files of the folders given and returns those with
// long tests, in the order of the folders, each once.
func scan(args []string) ([]pkgTests, error) {
	var dirs []string
	for _, a := range args {
		if root, ok := strings.CutSuffix(a, "/..."); ok {
			err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
				if err != nil {
					return err
				}
				if !d.IsDir() {
					return nil
				}
				name := d.Name()
				if path != root && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
					return filepath.SkipDir
				}
				dirs = append(dirs, path)
				return nil
			})
			if err != nil {
				return nil, err
			}
			continue
		}
		dirs = append(dirs, a)
	}
	var found []pkgTests
	seen := map[string]bool{}
	for _, dir := range dirs {
		dir = filepath.Clean(dir)
		if seen[dir] {
			continue
		}
		seen[dir] = true
		tests, err := longTests(dir)
		if err != nil {
			return nil, err
		}
		if len(tests) > 0 {
			if !filepath.IsAbs(dir) && dir != "." && !strings.HasPrefix(dir, "..") {
				dir = "./" + dir
			}
			found = append(found, pkgTests{dir, tests})
		}
	}
	return found, nil
}

// decl is a top-level declaration of the test files: a function, a method
// or a package variable, with the names its body or value uses.
type decl struct {
	short bool     // calls testing.Short(), itself or through others
	uses  []string // plain names used
	sels  []string // names used after a dot (methods, and fields)
}

// longTests returns the tests and fuzz tests of the folder's test files
// (both the package's and the external test package's) that reach
// testing.Short().
func longTests(dir string) ([]string, error) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	funcs := map[string][]*decl{}   // functions and variables by name
	methods := map[string][]*decl{} // methods by name
	var tests []string
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		testing := map[string]bool{} // the names the file gives the testing package
		for _, imp := range f.Imports {
			if path, _ := strconv.Unquote(imp.Path.Value); path == "testing" {
				if imp.Name != nil {
					testing[imp.Name.Name] = true
				} else {
					testing["testing"] = true
				}
			}
		}
		if !strings.HasSuffix(e.Name(), "_test.go") {
			// A helper of another package's tests that calls
			// testing.Short() would not be followed: refuse it.
			if len(testing) > 0 && uses(f, testing).short {
				return nil, fmt.Errorf("%s calls testing.Short() outside a test file, where it is not followed", path)
			}
			continue
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Body == nil {
					continue
				}
				dc := uses(d.Body, testing)
				if d.Recv != nil {
					methods[d.Name.Name] = append(methods[d.Name.Name], dc)
					continue
				}
				funcs[d.Name.Name] = append(funcs[d.Name.Name], dc)
				if isTest(d) {
					tests = append(tests, d.Name.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					vs, ok := s.(*ast.ValueSpec)
					if !ok {
						continue
					}
					dc := &decl{}
					for _, v := range vs.Values {
						u := uses(v, testing)
						dc.short = dc.short || u.short
						dc.uses = append(dc.uses, u.uses...)
						dc.sels = append(dc.sels, u.sels...)
					}
					for _, n := range vs.Names {
						funcs[n.Name] = append(funcs[n.Name], dc)
					}
				}
			}
		}
	}

	// Mark what leads to testing.Short(): what calls it, then what uses
	// a name marked, until nothing changes.
	var all []*decl
	for _, ds := range funcs {
		all = append(all, ds...)
	}
	for _, ds := range methods {
		all = append(all, ds...)
	}
	marked := func(names []string, by map[string][]*decl) bool {
		for _, n := range names {
			for _, e := range by[n] {
				if e.short {
					return true
				}
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for _, d := range all {
			if !d.short && (marked(d.uses, funcs) || marked(d.sels, methods)) {
				d.short, changed = true, true
			}
		}
	}
	var long []string
	for _, name := range tests {
		for _, d := range funcs[name] {
			if d.short {
				long = append(long, name)
				break
			}
		}
	}
	slices.Sort(long)
	return slices.Compact(long), nil
}

// isTest tells a Test or Fuzz function that go test runs.
func isTest(d *ast.FuncDecl) bool {
	name := d.Name.Name
	for _, prefix := range []string{"Test", "Fuzz"} {
		rest, ok := strings.CutPrefix(name, prefix)
		if !ok || name == "TestMain" {
			continue
		}
		if rest != "" && !(rest[0] >= 'A' && rest[0] <= 'Z' || rest[0] >= '0' && rest[0] <= '9' || rest[0] == '_') {
			continue
		}
		return d.Recv == nil && d.Type.Params != nil && len(d.Type.Params.List) == 1
	}
	return false
}

// uses gathers the names a body or a value uses, and whether it calls
// testing.Short() (under a name the file imports testing as).
func uses(n ast.Node, testing map[string]bool) *decl {
	d := &decl{}
	var visit func(ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if x, ok := n.X.(*ast.Ident); ok && testing[x.Name] && n.Sel.Name == "Short" {
				d.short = true
			}
			d.sels = append(d.sels, n.Sel.Name)
			ast.Inspect(n.X, visit)
			return false
		case *ast.Ident:
			d.uses = append(d.uses, n.Name)
		}
		return true
	}
	ast.Inspect(n, visit)
	return d
}
